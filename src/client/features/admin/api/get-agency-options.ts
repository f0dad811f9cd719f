import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AgencyOption = { id: number; name: string };

/** The agencies a client user can be tied to (the active list of GET /api/agencies). */
export function getAgencyOptions(): Promise<AgencyOption[]> {
  return api.get<AgencyOption[]>('/api/agencies');
}

/**
 * Keyed under 'agencies' so that the agencies feature, which invalidates ['agencies'] when it
 * changes one, refreshes these options too; 'options' keeps the entry apart from its own lists.
 */
export const agencyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['agencies', 'options'] as const,
    queryFn: getAgencyOptions,
    select: (agencies) =>
      agencies.map((a) => ({ value: a.id, label: a.name })).sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
  });

export function useAgencyOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...agencyOptionsQueryOptions(), enabled });
}
