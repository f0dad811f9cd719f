import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { canAuthoriseWorkers } from '../../../../shared/domain/permissions.ts';
import type { WorkerListAnswer } from '../../../../shared/api/workers.ts';
import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useWorkers } from '../api/get-workers.ts';
import { AddWorkerDialog } from '../components/add-worker/add-worker-dialog.tsx';
import { ExportDialog } from '../components/export/export-dialog.tsx';
import { WorkerFilterBar } from '../components/list/worker-filters.tsx';
import { WorkerList } from '../components/list/worker-list.tsx';
import { emptyFilters, initialFiltersByTab, listParams, workerTabs, type WorkerFilters } from '../lib/list-filters.ts';
import { useWorkerTab } from '../lib/use-worker-tab.ts';

const countsMatchingText = (search: string) => `Tab counts: workers matching "${search}"`;

/**
 * Worker Management (part 1 section 2): three tabs with their counts, each a filtered, server-paged
 * list of worker cards. Each tab keeps its own filters while the user moves between tabs.
 */
export default function WorkersPage() {
  const [tab, setTab] = useWorkerTab();
  const [filtersByTab, setFiltersByTab] = useState(initialFiltersByTab);
  const [isAdding, setIsAdding] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const canAuthorise = canAuthoriseWorkers(useCurrentRole());

  const filters = filtersByTab[tab];
  const params = listParams(tab, filters);
  const workers = useWorkers(params);
  // The tab labels keep the last counts while another tab's first page loads.
  const [lastCounts, setLastCounts] = useState<WorkerListAnswer['counts']>();
  if (workers.data && workers.data.counts !== lastCounts) setLastCounts(workers.data.counts);
  const counts = workers.data?.counts ?? lastCounts;

  const update = (target: WorkerTab, patch: Partial<WorkerFilters>) =>
    setFiltersByTab((all) => ({ ...all, [target]: { ...all[target], ...patch } }));
  const applySearch = useDebouncedCallback((target: WorkerTab, q: string) => update(target, { q, page: 1 }), 300);

  // A page emptied by a delete or a move (the last card of the last page): show the new last page.
  const lastPage = workers.data ? Math.max(1, Math.ceil(workers.data.total / workers.data.pageSize)) : 1;
  if (workers.data && !workers.isPlaceholderData && filters.page > lastPage) update(tab, { page: lastPage });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Worker Management
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
          Add Worker
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as WorkerTab)} keepMounted={false}>
        <Tabs.List mb="md">
          {workerTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {counts ? `${t.label} (${counts[t.value]})` : t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {counts && filters.q.trim() !== '' && (
          // The counts follow the search, so they say so (issue 9, item 12; docs/domain.md).
          <Text size="sm" c="dimmed" mt={-8} mb="sm">
            {countsMatchingText(filters.q.trim())}
          </Text>
        )}
        {workerTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab && (
              <Stack gap="md">
                <WorkerFilterBar
                  tab={tab}
                  filters={filters}
                  onSearch={(text) => {
                    update(tab, { search: text });
                    applySearch(tab, text);
                  }}
                  onChange={(patch) => update(tab, patch)}
                  onReset={() => {
                    applySearch.cancel();
                    update(tab, emptyFilters);
                  }}
                  onExport={tab === 'left' ? undefined : () => setIsExporting(true)}
                />
                <WorkerList
                  data={workers.data}
                  isPending={workers.isPending}
                  isStale={workers.isPlaceholderData}
                  error={workers.error}
                  emptyMessage={t.empty}
                  canAuthorise={canAuthorise}
                  onPage={(page) => update(tab, { page })}
                />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AddWorkerDialog opened={isAdding} onClose={() => setIsAdding(false)} />
      <ExportDialog
        opened={isExporting}
        onClose={() => setIsExporting(false)}
        tab={tab}
        filters={params}
      />
    </Stack>
  );
}
