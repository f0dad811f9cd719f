import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { MyWorkItem } from '../../../../shared/api/my-work.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { myWorkTitles } from '../../../../shared/domain/my-work.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

const kindLabels: Record<MyWorkItem['kind'], string> = {
  ticket: 'Ticket',
  rtw: 'Right to work',
  document: 'Document',
  'access-request': 'Access request',
  'subject-access-request': 'Subject access',
};

const columns: DataTableColumn<MyWorkItem>[] = [
  {
    id: 'due',
    header: 'Due',
    noWrap: true,
    cell: (item) => (
      <Text size="sm" c={item.isOverdue ? 'red.8' : undefined} fw={item.isOverdue ? 600 : undefined}>
        {item.dueAt ? formatDateTime(item.dueAt) : formatEnGbDate(item.dueDate)}
        {item.isOverdue ? ' (overdue)' : ''}
      </Text>
    ),
  },
  {
    id: 'kind',
    header: 'What',
    noWrap: true,
    cell: (item) => (
      <Badge variant="light" color="gray" title={myWorkTitles[item.kind]}>
        {kindLabels[item.kind]}
      </Badge>
    ),
  },
  {
    id: 'title',
    header: 'Item',
    rowActions: true,
    cell: (item) => (
      <Anchor component={Link} href={item.url} size="sm" fw={600}>
        {item.title}
      </Anchor>
    ),
  },
  { id: 'detail', header: 'Details', cell: (item) => item.detail },
];

/** What waits, one row an item, due date first; each item opens its record. */
export function MyWorkTable({ items, label }: { items: MyWorkItem[]; label: string }) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={items}
      rowKey={(item) => `${item.kind}-${item.id}-${item.dueDate}-${item.detail}`}
      minWidth={640}
    />
  );
}
