import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { communicationLogPaths } from '../../../../shared/api/communication-logs.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { communicationLogsQueryOptions } from './get-communication-logs.ts';

export type DeleteCommunicationLogInput = { workerId: number; logId: number };

export function deleteCommunicationLog({ logId }: DeleteCommunicationLogInput): Promise<unknown> {
  return api.delete(communicationLogPaths.one.build({ id: logId }), messageAnswer);
}

export function useDeleteCommunicationLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunicationLog,
    onSuccess: async (_answer, { workerId }) => {
      toast({ title: 'Communication log deleted' });
      await queryClient.invalidateQueries({ queryKey: communicationLogsQueryOptions(workerId).queryKey });
    },
    onError: () => toast({ title: 'Failed to delete communication log', variant: 'destructive' }),
  });
}
