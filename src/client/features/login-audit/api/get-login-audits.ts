import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loginAuditPaths, loginAuditsAnswer, type LoginAuditsAnswer } from '../../../../shared/api/login-audit.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

export type LoginAuditFilters = { email: string; status: '' | 'success' | 'failed'; fromDate: string; toDate: string };
export type LoginAuditPage = LoginAuditsAnswer;

/** 100 records a request (docs/domain.md); empty filters are left out of the query string. */
export const LOGIN_AUDIT_LIMIT = 100;

export function getLoginAudits(filters: LoginAuditFilters): Promise<LoginAuditPage> {
  return api.get(
    withQuery(loginAuditPaths.list.build(), {
      ...filters,
      email: filters.email.trim(),
      page: 1,
      limit: LOGIN_AUDIT_LIMIT,
    }),
    loginAuditsAnswer,
  );
}

/** Logins keep happening, so the list is refreshed when older than 30 seconds. */
export const loginAuditsQueryOptions = (filters: LoginAuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'login-audits', filters] as const,
    queryFn: () => getLoginAudits(filters),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useLoginAudits(filters: LoginAuditFilters) {
  return useQuery({
    ...loginAuditsQueryOptions(filters),
    queryFn: () =>
      getLoginAudits(filters).catch((error: unknown) => {
        toast({
          title: 'Failed to fetch login audits',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
        throw error;
      }),
  });
}
