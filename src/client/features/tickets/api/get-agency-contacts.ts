import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agencyContact, agencyContactPaths } from '../../../../shared/api/agency-contacts.ts';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from './ticket-keys.ts';

/** GET /api/agencies/{id}/contacts: the people an agency ticket's contact person is chosen from (docs/domain.md, Tickets). */
export const agencyContactsQueryOptions = (agencyId: number) =>
  queryOptions({
    queryKey: ticketKeys.agencyContacts(agencyId),
    queryFn: () => api.get(agencyContactPaths.list.build({ id: agencyId }), z.array(agencyContact)),
  });

/** null (no agency chosen yet) asks nothing. */
export const useAgencyContacts = (agencyId: number | null) =>
  useQuery({ ...agencyContactsQueryOptions(agencyId ?? 0), enabled: agencyId !== null });
