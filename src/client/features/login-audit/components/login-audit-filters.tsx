import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import type { LoginAuditFilters } from '../api/get-login-audits.ts';

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'success', label: 'Success' },
  { value: 'failed', label: 'Failed' },
];

export const emptyLoginAuditFilters: LoginAuditFilters = { email: '', status: '', fromDate: '', toDate: '' };

type Props = { value: LoginAuditFilters; onChange: (filters: LoginAuditFilters) => void };

/**
 * Email, status and a date range; dates are typed or picked as DD/MM/YYYY (a typed day that does
 * not exist says so) and sent as YYYY-MM-DD.
 */
export function LoginAuditFiltersBar({ value, onChange }: Props) {
  const set = (patch: Partial<LoginAuditFilters>) => onChange({ ...value, ...patch });
  const isFiltered = Object.values(value).some(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label="Email"
        type="search"
        placeholder="Search by email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.email}
        onChange={(event) => set({ email: event.currentTarget.value })}
      />
      <Select
        label="Status"
        data={statusOptions}
        value={value.status || 'all'}
        onChange={(status) => set({ status: status === 'success' || status === 'failed' ? status : '' })}
        allowDeselect={false}
      />
      <EnGbDateInput
        label="From Date"
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value.fromDate || null}
        maxDate={value.toDate || undefined}
        onChange={(fromDate) => set({ fromDate: fromDate ?? '' })}
        clearable
      />
      <EnGbDateInput
        label="To Date"
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value.toDate || null}
        minDate={value.fromDate || undefined}
        onChange={(toDate) => set({ toDate: toDate ?? '' })}
        clearable
      />
      <Group align="flex-end">
        <Button variant="default" disabled={!isFiltered} onClick={() => onChange(emptyLoginAuditFilters)}>
          Clear Filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
