import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SortDirection, WorkerListAnswer, WorkerSort } from '../../../../../shared/api/workers.ts';
import type { ListView } from '../../lib/list-url.ts';
import { messageOf } from '../../../../lib/errors.ts';
import { WorkerCard } from './worker-card.tsx';
import { NumberedPager } from '../../../../components/list-pager.tsx';
import { pageWindow } from '../../lib/page-window.ts';
import { WorkerTable } from './worker-table.tsx';
import type { RowSelection } from '../../../../lib/use-row-selection.ts';

type Props = {
  data: WorkerListAnswer | undefined;
  isPending: boolean;
  isStale: boolean;
  error: unknown;
  emptyMessage: string;
  canAuthorise: boolean;
  onPage: (page: number) => void;
  view: ListView;
  sort: { key: WorkerSort; dir: SortDirection };
  onSort: (sort: { key: WorkerSort; dir: SortDirection }) => void;
  shownColumns: readonly string[];
  selection?: RowSelection | undefined;
};

/** One page of workers, as cards or as a table, with its loading, failure and empty states. */
export function WorkerList({
  data,
  isPending,
  isStale,
  error,
  emptyMessage,
  canAuthorise,
  onPage,
  view,
  sort,
  onSort,
  shownColumns,
  selection,
}: Props) {
  if (isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading workers" />
      </Center>
    );
  if (error || !data)
    return (
      <Alert color="red" variant="light" title="Failed to load workers" icon={<IconAlertCircle size={18} />}>
        <Text size="sm">{messageOf(error, 'Please try again later.')}</Text>
      </Alert>
    );
  if (data.total === 0)
    return (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Text c="dimmed">{emptyMessage}</Text>
      </Paper>
    );
  return (
    <Stack gap="sm" aria-busy={isStale} style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {view === 'table' ? (
        <WorkerTable
          workers={data.items}
          canAuthorise={canAuthorise}
          shownColumns={shownColumns}
          selection={selection}
          sort={sort}
          onSort={onSort}
        />
      ) : (
        data.items.map((worker) => (
          <WorkerCard
            key={worker.id}
            worker={worker}
            canAuthorise={canAuthorise}
            selection={
              selection && {
                isChosen: selection.isChosen(worker.id),
                onChange: (chosen) => selection.toggle(worker.id, chosen),
              }
            }
          />
        ))
      )}
      <NumberedPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        noun="workers"
        label="Pages"
        onPage={onPage}
        pageNumbers={pageWindow}
      />
    </Stack>
  );
}
