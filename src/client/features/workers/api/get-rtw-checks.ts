import { queryOptions, useQuery } from '@tanstack/react-query';
import { rtwCheckPaths, rtwChecksAnswer, type RtwChecksAnswer } from '../../../../shared/api/rtw-checks.ts';
import { api } from '../../../lib/api-client.ts';

/** The worker's right-to-work standing today and its checks, the latest first (docs/domain.md, "Right-to-work checks"). */
export function getRtwChecks(workerId: number): Promise<RtwChecksAnswer> {
  return api.get(rtwCheckPaths.list.build({ id: workerId }), rtwChecksAnswer);
}

export const rtwChecksQueryOptions = (workerId: number) =>
  queryOptions({ queryKey: ['workers', 'rtw-checks', workerId] as const, queryFn: () => getRtwChecks(workerId) });

export function useRtwChecks(workerId: number) {
  return useQuery(rtwChecksQueryOptions(workerId));
}
