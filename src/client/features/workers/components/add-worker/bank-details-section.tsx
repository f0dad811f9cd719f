import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { formatAccountNumber, formatSortCode, formatUpper } from '../../../../../shared/domain/uk-formatters.ts';
import { FieldWarningText, useBankCheckWarning } from '../../hooks/use-bank-check.tsx';
import { FormTextField, type AddWorkerControl } from './form-fields.tsx';

/** Bank Details: sort code shown 00-00-00, account number 8 digits, the bank modulus check as a warning. */
export function BankDetailsSection({ control }: { control: AddWorkerControl }) {
  const [sortCode, accountNumber] = useWatch({ control, name: ['sortCode', 'accountNumber'] });
  const warning = useBankCheckWarning(sortCode ?? null, accountNumber ?? null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormTextField control={control} name="accountName" autoComplete="off" />
      <FormTextField
        control={control}
        name="sortCode"
        placeholder="00-00-00"
        inputMode="numeric"
        format={formatSortCode}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="accountNumber"
        placeholder="12345678"
        inputMode="numeric"
        format={formatAccountNumber}
        autoComplete="off"
        description={warning ? <FieldWarningText message={warning} /> : undefined}
      />
      <FormTextField control={control} name="bacsReference" format={formatUpper} autoComplete="off" />
    </SimpleGrid>
  );
}
