import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import {
  agencyCommunicationPaths,
  agencyLogPage,
  createdAgencyLog,
  type AgencyLogBody,
} from '../../../../shared/api/agency-communications.ts';
import { COMMUNICATION_PAGE_SIZE } from '../../../../shared/domain/agencies.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/agencies/{id}/enhanced-communications, one page of 5, newest first (docs/domain.md, Agencies). */
export function useCommunicationPage(agencyId: number, page: number) {
  return useQuery({
    queryKey: [...agencyKeys.part(agencyId, 'communications'), page],
    queryFn: () =>
      api.get(
        withQuery(agencyCommunicationPaths.enhanced.build({ id: agencyId }), {
          page,
          pageSize: COMMUNICATION_PAGE_SIZE,
        }),
        agencyLogPage,
      ),
    placeholderData: keepPreviousData,
  });
}

type CreateInput = { agencyId: number; body: AgencyLogBody };
type DeleteInput = { agencyId: number; logId: number };

/**
 * POST /api/agencies/{id}/communication-logs; with outcome Raise Ticket the server opens a ticket
 * and the toast names it (issue 9, item 5). Failures are the form's to show.
 */
export function useCreateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agencyId, body }: CreateInput) =>
      api.post(agencyCommunicationPaths.list.build({ id: agencyId }), createdAgencyLog, body),
    onSuccess: async ({ ticket }, { agencyId }) => {
      toast({
        title: 'Communication logged successfully',
        description: ticket ? `Ticket ${ticket.ticketNumber} was raised for it.` : undefined,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyKeys.agency(agencyId) }),
        ticket ? queryClient.invalidateQueries({ queryKey: queryKeys.tickets }) : undefined,
      ]);
    },
  });
}

/** DELETE /api/agencies/{id}/communication-logs/{logId} (staff). */
export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agencyId, logId }: DeleteInput) =>
      api.delete(agencyCommunicationPaths.one.build({ id: agencyId, logId }), messageAnswer),
    onSuccess: async (_answer, { agencyId }) => {
      toast({ title: 'Communication deleted' });
      await queryClient.invalidateQueries({ queryKey: agencyKeys.agency(agencyId) });
    },
    onError: () => toast({ title: 'Failed to delete communication', variant: 'destructive' }),
  });
}
