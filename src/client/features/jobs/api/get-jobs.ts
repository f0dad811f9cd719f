import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobPaths, jobsAnswer, type JobsAnswer } from '../../../../shared/api/jobs.ts';
import { api } from '../../../lib/api-client.ts';

export function getJobs(): Promise<JobsAnswer> {
  return api.get(jobPaths.list.build(), jobsAnswer);
}

/** Runs finish in the night and in the morning: read again when older than a minute. */
export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'jobs'] as const, queryFn: getJobs, staleTime: 60_000 });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
