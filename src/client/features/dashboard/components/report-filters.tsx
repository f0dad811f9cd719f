import { Group, Select } from '@mantine/core';
import type { FocusEvent } from 'react';
import { useAgencyOptions, type SelectOption } from '../../../lib/agency-options.ts';
import { usePayrollCompanyOptions } from '../../../lib/payroll-company-options.ts';

type Props = {
  agencyId: number | null;
  payrollCompanyId: number | null;
  onChange: (patch: { agencyId?: number | null; payrollCompanyId?: number | null }) => void;
};

const ALL = 'all';
const choices = (allLabel: string, options: SelectOption[] | undefined) => [
  { value: ALL, label: allLabel },
  ...(options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
];
/** Focus selects the shown name, so typing searches afresh instead of appending to 'All Agencies'. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();
const idOf = (value: string | null) => (value === null || value === ALL ? null : Number(value));

/**
 * Payroll Reports' filters (docs/domain.md): an agency (default 'All Agencies') and the worker's
 * payroll company (default 'All Payroll Companies'; docs/domain.md "Payroll").
 */
export function ReportFilters({ agencyId, payrollCompanyId, onChange }: Props) {
  const agencies = useAgencyOptions();
  const companies = usePayrollCompanyOptions();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Agency"
        data={choices('All Agencies', agencies.data)}
        value={agencyId === null ? ALL : String(agencyId)}
        onChange={(value) => onChange({ agencyId: idOf(value) })}
        allowDeselect={false}
        searchable
        onFocus={selectAll}
        nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
        w={240}
      />
      <Select
        label="Payroll company"
        data={choices('All Payroll Companies', companies.data)}
        value={payrollCompanyId === null ? ALL : String(payrollCompanyId)}
        onChange={(value) => onChange({ payrollCompanyId: idOf(value) })}
        allowDeselect={false}
        searchable
        onFocus={selectAll}
        nothingFoundMessage={companies.isError ? 'Could not load payroll companies' : 'No payroll companies found'}
        w={240}
      />
    </Group>
  );
}
