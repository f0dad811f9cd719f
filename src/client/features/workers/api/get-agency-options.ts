import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Option = { value: number; label: string };

/** GET /api/agencies, as choices for the worker filters and the Add New Worker form. */
export function getAgencies(): Promise<{ id: number; name: string }[]> {
  return api.get<{ id: number; name: string }[]>('/api/agencies');
}

/** Under 'agencies', so the agencies feature's ['agencies'] invalidation refreshes it too. */
export const agencyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['agencies', 'options'] as const,
    queryFn: getAgencies,
    select: (agencies): Option[] => agencies.map((a) => ({ value: a.id, label: a.name })).sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
  });

export function useAgencyOptions() {
  return useQuery(agencyOptionsQueryOptions());
}
