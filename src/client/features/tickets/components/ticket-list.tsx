import { Stack } from '@mantine/core';
import type { TicketPage } from '../../../../shared/api/tickets.ts';
import { emptyTicketHints, ticketPageSizes, type TicketTab } from '../../../../shared/domain/tickets.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import type { RowSelection } from '../../../lib/use-row-selection.ts';
import { EmptyTickets } from './empty-tickets.tsx';
import { TicketCard } from './ticket-card.tsx';

type Props = {
  tab: TicketTab;
  data: TicketPage | undefined;
  isPending: boolean;
  isStale: boolean;
  error: unknown;
  canWork: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The rows chosen for a bulk action, for those who work tickets. */
  selection?: RowSelection | undefined;
};

/** One page of ticket cards with the pager, or 'No tickets found' with the tab's hint (docs/domain.md, Tickets). */
export function TicketList({ tab, data, isPending, isStale, error, canWork, onPage, onPageSize, selection }: Props) {
  return (
    <QueryState isPending={isPending} error={error} errorTitle="Failed to load tickets" loadingLabel="Loading tickets">
      {data && data.total === 0 ? (
        <EmptyTickets hint={emptyTicketHints[tab]} />
      ) : (
        data && (
          <Stack gap="sm" aria-busy={isStale} style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.items.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                canWork={canWork}
                selection={
                  selection && {
                    isChosen: selection.isChosen(ticket.id),
                    onChange: (chosen) => selection.toggle(ticket.id, chosen),
                  }
                }
              />
            ))}
            <ListPager
              page={data.page}
              pageSizes={ticketPageSizes}
              noun="tickets"
              label="Ticket pages"
              pageSize={data.pageSize}
              total={data.total}
              onPage={onPage}
              onPageSize={onPageSize}
            />
          </Stack>
        )
      )}
    </QueryState>
  );
}
