import { SimpleGrid } from '@mantine/core';
import { formatAccountNumber, formatSortCode, formatUpper } from '../../../../../shared/domain/uk-formatters.ts';
import { FormTextField, type AddWorkerControl } from './form-fields.tsx';

/** Bank Details: sort code shown 00-00-00, account number 8 digits. */
export function BankDetailsSection({ control }: { control: AddWorkerControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormTextField control={control} name="accountName" label="Account Name" autoComplete="off" />
      <FormTextField control={control} name="sortCode" label="Sort Code" placeholder="00-00-00" inputMode="numeric" format={formatSortCode} autoComplete="off" />
      <FormTextField control={control} name="accountNumber" label="Account Number" placeholder="12345678" inputMode="numeric" format={formatAccountNumber} autoComplete="off" />
      <FormTextField control={control} name="bacsReference" label="BACS Reference" format={formatUpper} autoComplete="off" />
    </SimpleGrid>
  );
}
