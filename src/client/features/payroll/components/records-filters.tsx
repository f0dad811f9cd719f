import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { useAgencyOptions } from '../../../lib/agency-options.ts';
import { usePayrollCompanyOptions } from '../../../lib/payroll-company-options.ts';
import {
  activeFilterCount,
  PAY_DATES_REVERSED,
  payDatesReversed,
  type PayrollRecordsState,
} from '../lib/records-url.ts';

type Props = {
  search: string;
  state: PayrollRecordsState;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<PayrollRecordsState>) => void;
  onClear: () => void;
};

/**
 * The records table's filters (docs/domain.md "Payroll"): search by NI number or name, week
 * ending, pay dates from and to, the agency the worker was paid through and the worker's payroll
 * company. Each change goes back to page 1.
 */
export function RecordsFilters({ search, state, onSearch, onChange, onClear }: Props) {
  const agencies = useAgencyOptions();
  const companies = usePayrollCompanyOptions();
  const count = activeFilterCount(state);
  const date = (key: 'weekEnding' | 'from' | 'to') => ({
    value: state[key] || null,
    onChange: (value: string | null) => onChange({ [key]: value ?? '', page: 1 }),
    clearable: true,
    w: 150,
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="NI number or name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={220}
      />
      <EnGbDateInput label="Week ending" {...date('weekEnding')} />
      <EnGbDateInput label="Paid from" {...date('from')} />
      <EnGbDateInput label="Paid to" {...date('to')} error={payDatesReversed(state) ? PAY_DATES_REVERSED : undefined} />
      <Select<number>
        label="Agency"
        placeholder={agencies.isPending ? 'Loading agencies…' : 'All agencies'}
        data={agencies.data ?? []}
        value={state.agencyId}
        onChange={(agencyId) => onChange({ agencyId, page: 1 })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear agency' }}
        nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
        w={220}
      />
      <Select<number>
        label="Payroll company"
        placeholder={companies.isPending ? 'Loading payroll companies…' : 'All payroll companies'}
        data={companies.data ?? []}
        value={state.payrollCompanyId}
        onChange={(payrollCompanyId) => onChange({ payrollCompanyId, page: 1 })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear payroll company' }}
        nothingFoundMessage={companies.isError ? 'Could not load payroll companies' : 'No payroll companies found'}
        w={220}
      />
      <Button variant="subtle" onClick={onClear} disabled={count === 0}>
        {`Clear filters (${count})`}
      </Button>
    </Group>
  );
}
