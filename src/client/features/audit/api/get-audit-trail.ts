import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPaths, auditTrailAnswer } from '../../../../shared/api/audit.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import type { TrailPageParams } from '../lib/trail-url.ts';
import { auditKeys } from './audit-keys.ts';

/** GET /api/admin/audit-trail: one page of entries, newest first, filtered by the server. */
export const getAuditTrail = (params: TrailPageParams) =>
  api.get(withQuery(auditPaths.trail.build(), params), auditTrailAnswer);

export const auditTrailQueryOptions = (params: TrailPageParams) =>
  queryOptions({
    queryKey: auditKeys.page(params),
    queryFn: () => getAuditTrail(params),
    // The last page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useAuditTrail = (params: TrailPageParams) => useQuery(auditTrailQueryOptions(params));
