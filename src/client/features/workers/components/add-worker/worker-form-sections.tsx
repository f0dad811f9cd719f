import type { ReactNode } from 'react';
import { Divider, SimpleGrid, Stack, Title, type SimpleGridProps } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { initialFromFirstName } from '../../../../../shared/domain/uk-formatters.ts';
import { workerFieldTable, workerSections, type WorkerSection } from '../../../../../shared/domain/worker-fields.ts';
import { FieldWarningText, useBankCheckWarning } from '../../hooks/use-bank-check.tsx';
import { addWorkerFields, type AddWorkerField, type AddWorkerValues } from './add-worker-form.ts';
import { WorkerFormInput, type InputHints } from './worker-form-input.tsx';

/** The Add and Edit forms' values and controls; the PATCH body has the same shape as the create body. */
export type WorkerForm = UseFormReturn<AddWorkerValues, unknown, CreateWorkerBody>;
type Extras = Partial<Record<AddWorkerField, InputHints>>;

const wide: SimpleGridProps['cols'] = { base: 1, sm: 2, md: 3 };
const sectionColumns: Record<WorkerSection, SimpleGridProps['cols']> = {
  personal: wide,
  address: wide,
  bank: { base: 1, sm: 2 },
  payroll: wide,
  assignment: { base: 1, sm: 2 },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider />
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A section's fields in the form's order (the worker field table's), with what the section adds to some. */
function SectionFields({ form, section, extras = {} }: { form: WorkerForm; section: WorkerSection; extras?: Extras }) {
  const fields = addWorkerFields.filter((field) => workerFieldTable[field].section === section);
  return (
    <SimpleGrid cols={sectionColumns[section]}>
      {fields.map((name) => (
        <WorkerFormInput key={name} control={form.control} name={name} extra={extras[name]} />
      ))}
    </SimpleGrid>
  );
}

/**
 * Personal Details. The initial follows the first name's first letter until the user types a
 * different one; a mismatch is only a notice (docs/domain.md).
 */
function PersonalFields({ form }: { form: WorkerForm }) {
  const { control, getValues, setValue, formState } = form;
  const [initial, firstName] = useWatch({ control, name: ['initial', 'firstName'] });
  const expectedInitial = initialFromFirstName(firstName);
  const mismatch = Boolean(initial && expectedInitial && initial !== expectedInitial);
  const followFirstName = (next: string, previous: string) => {
    const current = getValues('initial');
    if (!current || current === initialFromFirstName(previous))
      setValue('initial', initialFromFirstName(next), { shouldValidate: formState.isSubmitted });
  };
  const extras: Extras = {
    initial: {
      description: mismatch ? `Notice: the initial does not match the first name (${expectedInitial})` : undefined,
    },
    firstName: { onValueChange: followFirstName },
  };
  return <SectionFields form={form} section="personal" extras={extras} />;
}

/** Bank Details: sort code shown 00-00-00, account number 8 digits, the bank modulus check as a warning. */
function BankFields({ form }: { form: WorkerForm }) {
  const [sortCode, accountNumber] = useWatch({ control: form.control, name: ['sortCode', 'accountNumber'] });
  const warning = useBankCheckWarning(sortCode ?? null, accountNumber ?? null);
  const extras: Extras = {
    accountNumber: { description: warning ? <FieldWarningText message={warning} /> : undefined },
  };
  return <SectionFields form={form} section="bank" extras={extras} />;
}

/**
 * The five sections of the Add New Worker dialog (docs/domain.md), shared with Edit Worker
 * Profile so labels, formatting and the amber (empty required) and red (invalid) highlighting are
 * the same. Which fields each holds, and their order, come from the worker field table.
 */
export function WorkerFormSections({ form }: { form: WorkerForm }) {
  return (
    <>
      {(Object.keys(workerSections) as WorkerSection[]).map((section) => (
        <Section key={section} title={workerSections[section].form}>
          {section === 'personal' ? (
            <PersonalFields form={form} />
          ) : section === 'bank' ? (
            <BankFields form={form} />
          ) : (
            <SectionFields form={form} section={section} />
          )}
        </Section>
      ))}
    </>
  );
}
