import type { CSSProperties } from 'react';
import { Select, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { isFilled } from '../../../../../shared/domain/worker-completion.ts';
import { workerFieldLabel } from '../../../../../shared/domain/worker-fields.ts';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { isAutofillField } from '../../api/get-autofill-suggestions.ts';
import { AutofillInput } from '../autofill-input.tsx';
import { isRequiredField, type AddWorkerField, type AddWorkerValues } from './add-worker-form.ts';

export type AddWorkerControl = Control<AddWorkerValues, unknown, CreateWorkerBody>;

// Empty required fields are amber (and their message too), invalid ones red (docs/domain.md).
// Inline custom properties win over Mantine's [data-error] rules, which set them on the same element.
const amber = {
  wrapper: {
    '--input-bd': 'var(--mantine-color-yellow-6)',
    '--input-color': 'var(--mantine-color-text)',
    '--input-placeholder-color': 'var(--mantine-color-placeholder)',
    '--input-section-color': 'var(--mantine-color-dimmed)',
  } as CSSProperties,
  error: { color: 'var(--mantine-color-yellow-9)' },
};

/** label (from the worker field table), required, error and highlight of one field from its value and its current error. */
function fieldState(name: AddWorkerField, value: unknown, error: FieldError | undefined) {
  const required = isRequiredField(name);
  const isMissing = required && !isFilled(value) && (!error || error.type === 'required');
  return { label: workerFieldLabel(name), required, error: error?.message, styles: isMissing ? amber : undefined };
}

/** What a text field of the form may set besides its value (the same on a plain and an autofill input). */
export type TextFieldProps = Pick<
  TextInputProps,
  'placeholder' | 'inputMode' | 'autoComplete' | 'description' | 'type' | 'maxLength'
> & {
  'data-autofocus'?: boolean;
  control: AddWorkerControl;
  name: AddWorkerField;
  /** Applied on every keystroke (phone digits, the initial). */
  transform?: (value: string) => string;
  /** Applied when the field loses focus (NI, sort code, post code, e-mail ...). */
  format?: (value: string) => string;
  /** Told of each change with the value before it. */
  onValueChange?: (value: string, previous: string) => void;
};

/** A text field of the form; the fields other workers' values can fill (city, names...) offer them as typed. */
export function FormTextField({ control, name, transform, format, onValueChange, ...props }: TextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const change = (typed: string) => {
          const next = transform ? transform(typed) : typed;
          field.onChange(next);
          onValueChange?.(next, value);
        };
        const inputProps = {
          ...props,
          ...fieldState(name, value, error),
          ref: field.ref,
          name: field.name,
          value,
          onBlur: () => {
            if (format && value) field.onChange(format(value));
            field.onBlur();
          },
        };
        if (isAutofillField(name)) return <AutofillInput {...inputProps} field={name} onChange={change} />;
        return <TextInput {...inputProps} onChange={(event) => change(event.currentTarget.value)} />;
      }}
    />
  );
}

type ChoiceFieldProps = Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required' | 'label'> & {
  control: AddWorkerControl;
  name: AddWorkerField;
};

/** A choice list held as text ('' when nothing is chosen). */
export function FormSelectField({ control, name, ...props }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Select
          placeholder="Select…"
          comboboxProps={{ withinPortal: true }}
          {...props}
          {...fieldState(name, field.value, error)}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** An agency or payroll company, held as its id. */
type IdSelectFieldProps = Omit<
  SelectProps<number>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required' | 'data' | 'defaultValue' | 'label'
> & {
  control: AddWorkerControl;
  name: 'agencyId' | 'payrollCompanyId';
  data: { value: number; label: string }[];
};

export function FormIdSelectField({ control, name, data, ...props }: IdSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Select<number>
          placeholder="Select…"
          comboboxProps={{ withinPortal: true }}
          searchable
          {...props}
          data={data}
          {...fieldState(name, field.value, error)}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A date typed DD/MM/YYYY, held as YYYY-MM-DD ('' when empty). */
export function FormDateField({
  control,
  name,
  maxDate,
}: {
  control: AddWorkerControl;
  name: AddWorkerField;
  maxDate?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <EnGbDateInput
          {...fieldState(name, field.value, error)}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          maxDate={maxDate}
          clearable
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
