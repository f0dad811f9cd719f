import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketPage, ticketPaths, type TicketPage } from '../../../../shared/api/tickets.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { ticketKeys, type TicketListParams } from './ticket-keys.ts';

/** How long a queue page is trusted before it is read again. */
export const TICKET_QUEUE_FRESH_MS = 60_000;

/** GET /api/tickets with page: one page of a tab, filtered and sorted by the server, with the three tab counts. */
export function getTicketPage(params: TicketListParams): Promise<TicketPage> {
  return api.get(withQuery(ticketPaths.list.build(), params), ticketPage);
}

export const ticketPageQueryOptions = (params: TicketListParams) =>
  queryOptions({
    queryKey: ticketKeys.list(params),
    queryFn: () => getTicketPage(params),
    // The page stays on screen while the next one of the same tab loads; another tab's cards
    // (with other buttons) are never shown in its place.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].tab === params.tab ? previous : undefined,
    // A shared work queue: others claim and close tickets, so the page is read again every
    // minute while it is open and when the window comes back into focus.
    staleTime: TICKET_QUEUE_FRESH_MS,
    refetchInterval: TICKET_QUEUE_FRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useTicketPage = (params: TicketListParams) => useQuery(ticketPageQueryOptions(params));
