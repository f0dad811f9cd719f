import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  purgeCounts,
  purgeRunsAnswer,
  retentionAnswer,
  retentionPaths,
  type PurgeRunsAnswer,
  type RetentionAnswer,
} from '../../../../shared/api/retention.ts';
import type { AdjustableRetentionClass } from '../../../../shared/domain/retention.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** The retention schedule and the purge log (docs/domain.md, "Retention and purge"). */
export const retentionKeys = {
  all: ['admin', 'retention'] as const,
  schedule: () => [...retentionKeys.all, 'schedule'] as const,
  runs: (page: number) => [...retentionKeys.all, 'runs', page] as const,
};

export const PURGE_RUNS_PAGE_SIZE = 20;

export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.schedule(),
    queryFn: (): Promise<RetentionAnswer> => api.get(retentionPaths.schedule.build(), retentionAnswer),
  });
}

export function usePurgeRuns(page: number) {
  return useQuery({
    queryKey: retentionKeys.runs(page),
    queryFn: (): Promise<PurgeRunsAnswer> =>
      api.get(`${retentionPaths.purgeRuns.build()}?page=${page}&pageSize=${PURGE_RUNS_PAGE_SIZE}`, purgeRunsAnswer),
    placeholderData: keepPreviousData,
  });
}

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ retentionClass, years }: { retentionClass: AdjustableRetentionClass; years: number }) =>
      api.put(retentionPaths.one.build({ class: retentionClass }), retentionAnswer, { years }),
    onSuccess: (answer) => {
      queryClient.setQueryData(retentionKeys.schedule(), answer);
      toast({ title: 'Retention period saved' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save the retention period',
        description: messageOf(error, 'An error occurred while saving the retention period.'),
        variant: 'destructive',
      }),
  });
}

export function useDryRunNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(retentionPaths.dryRun.build(), purgeCounts),
    onSuccess: async () => {
      toast({ title: 'Dry run done: nothing was changed' });
      await queryClient.invalidateQueries({ queryKey: [...retentionKeys.all, 'runs'] });
    },
    onError: (error) =>
      toast({
        title: 'Failed to run the dry run',
        description: messageOf(error, 'An error occurred during the dry run.'),
        variant: 'destructive',
      }),
  });
}
