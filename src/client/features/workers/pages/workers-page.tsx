import '@mantine/dates/styles.css';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { canAuthoriseWorkers } from '../../../../shared/domain/permissions.ts';
import type { WorkerListAnswer } from '../../../../shared/api/workers.ts';
import { DATE_RANGE_MESSAGE } from '../../../../shared/domain/date-range.ts';
import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useWorkers } from '../api/get-workers.ts';
import { AddWorkerDialog } from '../components/add-worker/add-worker-dialog.tsx';
import { ExportDialog } from '../components/export/export-dialog.tsx';
import { RtwLapsedCount } from '../components/list/rtw-lapsed-count.tsx';
import { WorkerFilterBar } from '../components/list/worker-filters.tsx';
import { WorkerList } from '../components/list/worker-list.tsx';
import { workerTabs } from '../lib/list-filters.ts';
import { listParams } from '../lib/list-params.ts';
import { listUrlPatch, readListUrl, type ListUrlState } from '../lib/list-url.ts';
import { useListView } from '../lib/use-list-view.ts';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { useCreateAction } from '../../../lib/use-create-action.ts';
import { useRowSelection } from '../../../lib/use-row-selection.ts';
import { canonicalViewQuery, readWorkerColumns, workerColumnsParam } from '../../../../shared/domain/saved-views.ts';
import { WorkerBulkPanel } from '../components/list/worker-bulk-panel.tsx';
import { WorkerColumnsMenu } from '../components/list/worker-columns-menu.tsx';

const countsMatchingText = (search: string) => `Tab counts: workers matching "${search}"`;

/**
 * Worker Management (docs/domain.md): three tabs with their counts, each a filtered, server-paged
 * list of workers as cards or a table. The tab, search, filters, page, sort and view live in the
 * address (docs/domain.md "Worker list in the address"); the search and filters stay when the tab
 * changes, as the tab counts already include them.
 */
// Stays long: a routed screen composing its header, tabs, filters and list around the address state.
export default function WorkersPage({ savedViews }: { savedViews?: ReactNode }) {
  const [params, setParams] = useUrlState();
  const state = readListUrl(params);
  const { tab } = state;
  const change = (patch: Partial<ListUrlState>, push = false) => setParams(listUrlPatch(patch), { push });
  const [view, setView] = useListView(state.view, (next) => change({ view: next }));
  const [isAdding, setIsAdding] = useState(false);
  // ?create=worker (the palette's New worker, the keys n then w) opens Add New Worker.
  useCreateAction(
    'worker',
    useCallback(() => setIsAdding(true), []),
  );
  const [isExporting, setIsExporting] = useState(false);
  const canAuthorise = canAuthoriseWorkers(useCurrentRole());
  const listTop = useRef<HTMLDivElement>(null);
  const shownColumns = readWorkerColumns(state.cols);
  // The choice for a bulk action belongs to the list's filter: another filter drops it.
  const listQuery = canonicalViewQuery('workers', params.toString());
  const selection = useRowSelection(listQuery);

  // The box shows what is typed at once; the address (and the request) follow 300 ms later. Back,
  // Forward or Reset changing q puts the new text in the box.
  const searchBox = useSearchBox(state.q, (q) => change({ q, page: 1 }));

  const request = listParams(state);
  const workers = useWorkers(request);
  // The tab labels keep the last counts while another tab's first page loads.
  const [lastCounts, setLastCounts] = useState<WorkerListAnswer['counts']>();
  if (workers.data && workers.data.counts !== lastCounts) setLastCounts(workers.data.counts);
  const counts = workers.data?.counts ?? lastCounts;

  // A page emptied by a delete or a move (the last card of the last page): show the new last page.
  const lastPage = workers.data ? Math.max(1, Math.ceil(workers.data.total / workers.data.pageSize)) : 1;
  if (request && workers.data && !workers.isPlaceholderData && state.page > lastPage) change({ page: lastPage });

  const changeTab = (next: WorkerTab) => {
    // The status values differ per tab (docs/domain.md), so a status filter does not carry over.
    const keepsStatus = next === tab;
    change({ tab: next, page: 1, ...(keepsStatus ? {} : { status: null }) }, true);
  };
  const goToPage = (page: number) => {
    change({ page }, true);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Worker Management
        </Title>
        <Group gap="sm">
          {view === 'table' && (
            <WorkerColumnsMenu
              shown={shownColumns}
              onChange={(ids) => change({ cols: workerColumnsParam(ids) || null })}
            />
          )}
          <SegmentedControl
            aria-label="List view"
            value={view}
            onChange={(value) => setView(value)}
            data={[
              { value: 'cards', label: 'Cards' },
              { value: 'table', label: 'Table' },
            ]}
          />
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            Add Worker
          </Button>
        </Group>
      </Group>
      {savedViews}
      <Box ref={listTop} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
        <Tabs value={tab} onChange={(value) => value && changeTab(value as WorkerTab)} keepMounted={false}>
          <Group mb="md" gap="sm" align="center">
            <Tabs.List style={{ flex: 1 }}>
              {workerTabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {counts ? `${t.label} (${counts[t.value]})` : t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {counts && (
              // The Authorised tab's workers whose right to work has lapsed (docs/domain.md "Right-to-work checks").
              <RtwLapsedCount
                count={counts.rtwLapsed}
                onShow={() => change({ tab: 'authorised', rtw: 'lapsed', status: null, page: 1 }, true)}
              />
            )}
          </Group>
          {counts && state.q.trim() !== '' && (
            // The counts follow the search, so they say so (issue 9, item 12; docs/domain.md).
            <Text size="sm" c="dimmed" mt={-8} mb="sm">
              {countsMatchingText(state.q.trim())}
            </Text>
          )}
          {workerTabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {t.value === tab && (
                <Stack gap="md">
                  <WorkerFilterBar
                    tab={tab}
                    search={searchBox.search}
                    state={state}
                    isRangeReversed={!request}
                    onSearch={searchBox.type}
                    onChange={(patch) => change(patch)}
                    onReset={() => {
                      searchBox.clear();
                      change({ q: '', status: null, agencyId: null, rtw: null, from: null, to: null, page: 1 });
                    }}
                    onExport={tab === 'left' ? undefined : () => setIsExporting(true)}
                  />
                  {request && (
                    <WorkerBulkPanel
                      tab={tab}
                      data={workers.data}
                      selection={selection}
                      query={listQuery}
                      request={request}
                    />
                  )}
                  {request ? (
                    <WorkerList
                      data={workers.data}
                      isPending={workers.isPending}
                      isStale={workers.isPlaceholderData}
                      error={workers.error}
                      emptyMessage={t.empty}
                      canAuthorise={canAuthorise}
                      onPage={goToPage}
                      view={view}
                      sort={{ key: state.sort, dir: state.dir }}
                      onSort={(sort) => change({ sort: sort.key, dir: sort.dir, page: 1 })}
                      shownColumns={shownColumns}
                      selection={selection}
                    />
                  ) : (
                    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
                      {DATE_RANGE_MESSAGE}
                    </Alert>
                  )}
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Box>
      <AddWorkerDialog opened={isAdding} onClose={() => setIsAdding(false)} />
      {request && (
        <ExportDialog opened={isExporting} onClose={() => setIsExporting(false)} tab={tab} filters={request} />
      )}
    </Stack>
  );
}
