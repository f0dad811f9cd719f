import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { TicketCounts } from '../../../../shared/api/tickets.ts';
import { canWorkTickets } from '../../../../shared/domain/permissions.ts';
import { defaultTicketSort, type TicketSort, type TicketTab } from '../../../../shared/domain/tickets.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useRowSelection } from '../../../lib/use-row-selection.ts';
import { canonicalViewQuery } from '../../../../shared/domain/saved-views.ts';
import { TicketBulkPanel } from '../components/ticket-bulk-panel.tsx';
import { useTicketPage } from '../api/get-tickets.ts';
import { FocusedTicket } from '../components/focused-ticket.tsx';
import { ManualTicketDialog } from '../components/manual/manual-ticket-dialog.tsx';
import { TicketFilters } from '../components/ticket-filters.tsx';
import { TicketList } from '../components/ticket-list.tsx';
import {
  clearedFilters,
  readTicketListUrl,
  ticketListParams,
  ticketListUrlPatch,
  type TicketListState,
} from '../lib/list-url.ts';
import { ticketTabLabels } from '../lib/options.ts';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { useCreateAction } from '../../../lib/use-create-action.ts';

const sortChoices = [
  { value: 'due', label: 'Due date' },
  { value: 'newest', label: 'Newest' },
];

/**
 * Ticket Management (docs/domain.md, Tickets; `/?tab=tickets` and `/tickets`): Open, Pending and
 * Archive with their counts, search and filters with 'Clear filters (N)', the sort, paged cards,
 * and Create Manual Ticket. Everything but the dialog lives in the address.
 */
// Stays long: a routed screen composing its header, tabs, filters and list around the address state.
export default function TicketsPage({ savedViews }: { savedViews?: ReactNode }) {
  const [params, setParams] = useUrlState();
  const state = readTicketListUrl(params);
  const change = (patch: Partial<TicketListState>, push = false) => setParams(ticketListUrlPatch(patch), { push });
  const canWork = canWorkTickets(useCurrentRole());
  // The choice for a bulk action belongs to the list's filter: another filter drops it.
  const listQuery = canonicalViewQuery('tickets', params.toString());
  const selection = useRowSelection(listQuery);
  const [isCreating, setIsCreating] = useState(false);
  // ?create=ticket (the palette's New ticket, the keys n then t) opens Create Manual Ticket.
  useCreateAction(
    'ticket',
    useCallback(() => setIsCreating(true), []),
  );
  const listTop = useRef<HTMLDivElement>(null);

  const searchBox = useSearchBox(state.q, (q) => change({ q, page: 1 }));
  // A notification's link names one ticket (?ticket=ID): shown above the list until closed.
  const linked = /^[1-9]\d{0,8}$/.test(params.get('ticket') ?? '') ? Number(params.get('ticket')) : null;

  const tickets = useTicketPage(ticketListParams(state));
  // The tab labels keep the last counts while another tab's first page loads.
  const [lastCounts, setLastCounts] = useState<TicketCounts>();
  if (tickets.data && tickets.data.counts !== lastCounts) setLastCounts(tickets.data.counts);
  const counts = tickets.data?.counts ?? lastCounts;
  // A page emptied by a claim or a close (the last card of the last page): show the new last page.
  const data = tickets.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  if (data && !tickets.isPlaceholderData && state.page > lastPage) change({ page: lastPage });

  const goToPage = (page: number) => {
    change({ page }, true);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Ticket Management
        </Title>
        <Button leftSection={<IconTicket size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
          Create Manual Ticket
        </Button>
      </Group>
      {savedViews}
      {linked !== null && (
        <FocusedTicket id={linked} canWork={canWork} onClose={() => setParams({ ticket: null }, { push: true })} />
      )}
      <TicketFilters
        search={searchBox.search}
        state={state}
        canFilterByAssignee={canWork}
        onSearch={searchBox.type}
        onChange={(patch) => change(patch)}
        onClear={() => {
          searchBox.clear();
          change(clearedFilters);
        }}
      />
      <Box ref={listTop} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
        <Tabs
          value={state.tab}
          onChange={(value) => value && change({ tab: value as TicketTab, sort: null, page: 1 }, true)}
          keepMounted={false}
        >
          <Group justify="space-between" align="flex-end" mb="md" gap="sm">
            <Tabs.List>
              {ticketTabLabels.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {counts ? `${t.label} (${counts[t.value]})` : t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Select
              label="Sort by"
              size="xs"
              w={140}
              data={sortChoices}
              value={state.sort ?? defaultTicketSort(state.tab)}
              onChange={(value) => value && change({ sort: value as TicketSort, page: 1 })}
              allowDeselect={false}
            />
          </Group>
          {ticketTabLabels.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {t.value === state.tab && canWork && (
                <TicketBulkPanel data={data} selection={selection} query={listQuery} />
              )}
              {t.value === state.tab && (
                <TicketList
                  tab={state.tab}
                  data={data}
                  isPending={tickets.isPending}
                  isStale={tickets.isPlaceholderData}
                  error={tickets.error}
                  canWork={canWork}
                  onPage={goToPage}
                  onPageSize={(pageSize) => change({ pageSize, page: 1 })}
                  selection={canWork ? selection : undefined}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Box>
      <ManualTicketDialog opened={isCreating} onClose={() => setIsCreating(false)} />
    </Stack>
  );
}
