import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dashboardPaths } from '../../../../shared/api/dashboard.ts';
import { expiringDocument } from '../../../../shared/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** The alert list is refetched every 5 minutes (docs/domain.md). */
export const EXPIRY_ALERTS_REFRESH_MS = 5 * 60 * 1000;

/** GET /api/dashboard/expiring-documents: documents expiring in the next 30 days, soonest first. */
export const getExpiringDocuments = () => api.get(dashboardPaths.expiringDocuments.build(), z.array(expiringDocument));

export const expiringDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.expiringDocuments(),
    queryFn: getExpiringDocuments,
    refetchInterval: EXPIRY_ALERTS_REFRESH_MS,
    staleTime: EXPIRY_ALERTS_REFRESH_MS,
  });

export const useExpiringDocuments = () => useQuery(expiringDocumentsQueryOptions());
