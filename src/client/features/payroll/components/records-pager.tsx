import { Group, Pagination, Select, Text } from '@mantine/core';
import { payrollPageSizes } from '../lib/records-url.ts';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const controlNames = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' };

/** 'Showing X to Y of Z records', the page size and Mantine's pager (the server pages). */
export function RecordsPager({ page, pageSize, total, onPage, onPageSize }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="sm" align="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first} to {last} of {total} records
        </Text>
        <Select
          label="Per page"
          size="xs"
          w={90}
          data={payrollPageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
        />
      </Group>
      {totalPages > 1 && (
        <Pagination
          component="nav"
          aria-label="Payroll record pages"
          total={totalPages}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
          getItemProps={(n) => ({ 'aria-current': n === page ? 'page' : undefined })}
        />
      )}
    </Group>
  );
}
