import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communicationLogPaths,
  createdCommunicationLog,
  type CommunicationLogBody,
  type CreatedCommunicationLog,
} from '../../../../shared/api/communication-logs.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { communicationLogsQueryOptions } from './get-communication-logs.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
export type CreateCommunicationLogInput = { workerId: number; body: CommunicationLogBody };

/** With outcome Raise Ticket the server also opens a ticket and returns it (docs/domain.md). */
export function createCommunicationLog({
  workerId,
  body,
}: CreateCommunicationLogInput): Promise<CreatedCommunicationLog> {
  return api.post(communicationLogPaths.list.build({ id: workerId }), createdCommunicationLog, body);
}

/** Failures are the form's to show: a 400 goes under the fields, anything else is toasted there. */
export function useCreateCommunicationLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunicationLog,
    onSuccess: async ({ ticket }, { workerId }) => {
      toast(
        ticket
          ? {
              title: `Ticket ${ticket.ticketNumber} raised`,
              description: 'The communication was logged and a ticket was opened for it.',
            }
          : { title: 'Communication logged', description: 'The communication has been added to the log.' },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationLogsQueryOptions(workerId).queryKey }),
        ticket ? queryClient.invalidateQueries({ queryKey: queryKeys.tickets }) : undefined,
      ]);
    },
  });
}
