import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { formatCount } from '../../../lib/format-number.ts';
import { PagerSummary } from '../../../components/list-pager.tsx';
import { auditPageSizes, type AuditTrailAnswer } from '../../../../shared/api/audit.ts';

type Props = {
  data: AuditTrailAnswer;
  onNewest: () => void;
  onNewer: (cursor: number) => void;
  onOlder: (cursor: number) => void;
  onPageSize: (pageSize: number) => void;
};

const count = formatCount;

/**
 * 'Showing X to Y of Z entries' (about Z past 10,000, where the server estimates), the page size,
 * and Newest, Newer and Older: the trail pages by cursor, so an old page opens as fast as a new one.
 */
export function AuditPager({ data, onNewest, onNewer, onOlder, onPageSize }: Props) {
  const first = data.items.length === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = first === 0 ? 0 : first + data.items.length - 1;
  const total = `${data.totalIsEstimate ? 'about ' : ''}${count(Math.max(data.total, last))}`;
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <PagerSummary
        text={`Showing ${count(first)} to ${count(last)} of ${total} entries`}
        pageSize={data.pageSize}
        pageSizes={auditPageSizes}
        onPageSize={onPageSize}
      />
      <Group gap="xs" component="nav" aria-label="Audit trail pages">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronsLeft size={14} aria-hidden />}
          disabled={data.previousCursor === null && data.page <= 1}
          onClick={onNewest}
        >
          Newest
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={data.previousCursor === null}
          onClick={() => data.previousCursor !== null && onNewer(data.previousCursor)}
        >
          Newer
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={data.nextCursor === null}
          onClick={() => data.nextCursor !== null && onOlder(data.nextCursor)}
        >
          Older
        </Button>
      </Group>
    </Group>
  );
}
