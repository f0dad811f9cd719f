import type { ReactNode } from 'react';
import { Divider, Stack, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import { workerSections } from '../../../../../shared/domain/worker-fields.ts';
import type { AddWorkerValues } from './add-worker-form.ts';
import { AddressSection } from './address-section.tsx';
import { AssignmentSection } from './assignment-section.tsx';
import { BankDetailsSection } from './bank-details-section.tsx';
import { PayrollSection } from './payroll-section.tsx';
import { PersonalDetailsSection } from './personal-details-section.tsx';

/** The Add and Edit forms' values and controls; the PATCH body has the same shape as the create body. */
export type WorkerForm = UseFormReturn<AddWorkerValues, unknown, CreateWorkerBody>;

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

/**
 * The five sections of the Add New Worker dialog (docs/domain.md), shared with Edit Worker
 * Profile so labels, formatting and the amber (empty required) and red (invalid) highlighting are the same.
 */
export function WorkerFormSections({ form }: { form: WorkerForm }) {
  const { control } = form;
  return (
    <>
      <Section title={workerSections.personal.form}>
        <PersonalDetailsSection form={form} />
      </Section>
      <Section title={workerSections.address.form}>
        <AddressSection control={control} />
      </Section>
      <Section title={workerSections.bank.form}>
        <BankDetailsSection control={control} />
      </Section>
      <Section title={workerSections.payroll.form}>
        <PayrollSection control={control} />
      </Section>
      <Section title={workerSections.assignment.form}>
        <AssignmentSection control={control} />
      </Section>
    </>
  );
}
