import { Group, Pagination, Select, Text } from '@mantine/core';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The page sizes offered under 'Per page'. */
  pageSizes: readonly number[];
  /** What the list holds, plural: 'Showing 1 to 20 of 35 tickets'. */
  noun: string;
  /** The pager's name for assistive technology ('Ticket pages'). */
  label: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const controlNames = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' };

/** 'Showing X to Y of Z <noun>', the page size and Mantine's pager, for a list the server pages. */
export function ListPager({ page, pageSize, total, pageSizes, noun, label, onPage, onPageSize }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="sm" align="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first} to {last} of {total} {noun}
        </Text>
        <Select
          label="Per page"
          size="xs"
          w={90}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
        />
      </Group>
      {totalPages > 1 && (
        <Pagination
          component="nav"
          aria-label={label}
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
