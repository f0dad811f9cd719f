import type { ReactNode } from 'react';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';

/** What every communication log form holds (a worker's, an agency's); a form may add fields of its own. */
export type CommunicationValues = {
  contactPerson: string;
  communicationMethod: string | null;
  outcome: string | null;
  content: string;
};

type Props<T extends CommunicationValues> = {
  form: UseFormReturn<T, unknown, unknown>;
  methods: readonly string[];
  outcomes: readonly string[];
  outcomeRequired?: boolean;
  /** The form's own fields, after Contact Person, Method and Outcome in the same grid. */
  children?: ReactNode;
};

/**
 * Contact Person, Method, Outcome and Notes of a communication log form (docs/domain.md): contact
 * person and method required, each message under its field. The names are those of
 * CommunicationValues, which T holds (a generic form cannot show that to Path<T>).
 */
export function CommunicationFields<T extends CommunicationValues>(props: Props<T>) {
  const { form, methods, outcomes, outcomeRequired = false, children } = props;
  const { control, register, formState } = form;
  const errors = formState.errors as Partial<Record<keyof CommunicationValues, { message?: string }>>;
  const choice = (
    name: 'communicationMethod' | 'outcome',
    label: string,
    data: readonly string[],
    required: boolean,
  ) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={`Choose ${name === 'outcome' ? 'an outcome' : 'a method'}`}
          data={[...data]}
          required={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Contact Person"
          required
          autoComplete="off"
          error={errors.contactPerson?.message}
          {...register('contactPerson' as Path<T>)}
        />
        {choice('communicationMethod', 'Method', methods, true)}
        {choice('outcome', 'Outcome', outcomes, outcomeRequired)}
        {children}
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.content?.message}
        {...register('content' as Path<T>)}
      />
    </>
  );
}
