import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agency, agencyPaths } from '../../shared/api/agencies.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** A choice of a Select: the id and the name shown. */
export type SelectOption = { value: number; label: string };

/** GET /api/agencies: the active agencies, as choices (worker forms and filters, a client user's agency). */
export function getAgencies(): Promise<{ id: number; name: string }[]> {
  return api.get(agencyPaths.list.build(), z.array(agency.pick({ id: true, name: true })));
}

/** Sorted by name as en-GB sorts it. */
export function toOptions(rows: readonly { id: number; name: string }[]): SelectOption[] {
  return rows.map((r) => ({ value: r.id, label: r.name })).sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

export const agencyOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agencyOptions, queryFn: getAgencies, select: toOptions });

export function useAgencyOptions() {
  return useQuery(agencyOptionsQueryOptions());
}
