import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  communicationLog,
  communicationLogPaths,
  type CommunicationLog,
} from '../../../../shared/api/communication-logs.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export function getCommunicationLogs(workerId: number): Promise<CommunicationLog[]> {
  return api.get(communicationLogPaths.list.build({ id: workerId }), z.array(communicationLog));
}

/** A failed load is toasted where it happens (docs/domain.md), as well as shown in the tab. */
async function getCommunicationLogsOrToast(workerId: number): Promise<CommunicationLog[]> {
  try {
    return await getCommunicationLogs(workerId);
  } catch (error) {
    toast({ title: 'Failed to fetch communication logs', variant: 'destructive' });
    throw error;
  }
}

export const communicationLogsQueryOptions = (workerId: number) =>
  queryOptions({
    queryKey: ['workers', 'communication-logs', workerId] as const,
    queryFn: () => getCommunicationLogsOrToast(workerId),
  });

export function useCommunicationLogs(workerId: number) {
  return useQuery(communicationLogsQueryOptions(workerId));
}
