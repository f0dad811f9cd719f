import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ticketAssignee, ticketPaths } from '../../../../shared/api/tickets.ts';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from './ticket-keys.ts';

/** GET /api/tickets/assignees (staff only): the active staff a ticket can be assigned to, for the filter. */
export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.assignees(),
    queryFn: () => api.get(ticketPaths.assignees.build(), z.array(ticketAssignee)),
    staleTime: 5 * 60_000,
  });

/** `enabled` false asks nothing (a client user, whom the server refuses). */
export const useAssignees = (enabled: boolean) => useQuery({ ...assigneesQueryOptions(), enabled });
