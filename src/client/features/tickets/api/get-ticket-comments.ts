import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ticketComment, ticketPaths } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from './ticket-keys.ts';

/** GET /api/tickets/{id}/comments (docs/domain.md, Tickets), oldest first. */
export const ticketCommentsQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ticketKeys.comments(ticketId),
    queryFn: () => api.get(ticketPaths.comments.build({ id: ticketId }), z.array(ticketComment)),
  });

export const useTicketComments = (ticketId: number) => useQuery(ticketCommentsQueryOptions(ticketId));
