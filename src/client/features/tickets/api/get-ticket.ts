import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticket, ticketPaths } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from './ticket-keys.ts';

/** GET /api/tickets/{id}: one ticket, as a notification's link opens it (docs/domain.md, Notifications). */
export const ticketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ticketKeys.one(id),
    queryFn: () => api.get(ticketPaths.one.build({ id }), ticket),
  });

export const useTicket = (id: number | null) => useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== null });
