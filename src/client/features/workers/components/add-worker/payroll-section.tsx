import { SimpleGrid } from '@mantine/core';
import { formatNiNumber, formatTaxCode, formatUpper } from '../../../../../shared/domain/uk-formatters.ts';
import { niCategories, paymentFrequencies, wk1Mth1Bases } from '../../../../../shared/domain/worker-fields.ts';
import { FormDateField, FormSelectField, FormTextField, type AddWorkerControl } from './form-fields.tsx';

/** Payroll Information. */
export function PayrollSection({ control }: { control: AddWorkerControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <FormTextField
        control={control}
        name="niNumber"
        placeholder="AB123456C"
        format={formatNiNumber}
        autoComplete="off"
      />
      <FormDateField control={control} name="workStartDate" />
      <FormSelectField control={control} name="paymentFrequency" data={[...paymentFrequencies]} />
      <FormSelectField control={control} name="niCategory" data={niCategories.map((c) => ({ ...c }))} />
      <FormTextField control={control} name="taxCode" placeholder="1257L" format={formatTaxCode} autoComplete="off" />
      <FormSelectField control={control} name="wk1Mth1Basis" data={wk1Mth1Bases.map((b) => ({ ...b }))} />
      <FormTextField control={control} name="employeeReference" format={formatUpper} autoComplete="off" />
      <FormTextField control={control} name="worksReference" format={formatUpper} autoComplete="off" />
    </SimpleGrid>
  );
}
