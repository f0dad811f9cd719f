import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './agencies.repository.ts';
import * as contacts from './agency-contacts.repository.ts';

export type AgencyTicketSource = { id: number; name: string; isArchived: boolean; contactNames: string[] };

/**
 * What a manual ticket about an agency needs (docs/domain.md, Tickets): its name, whether it is archived
 * and its contacts' names (the contact person is one of them when there are any). Undefined when the
 * agency does not exist or is outside the scope, so the tickets module answers both alike.
 */
export async function findAgencyTicketSource({
  db,
  scope,
  agencyId,
  lock = false,
}: {
  db: DbOrTx;
  scope: AgencyScope;
  agencyId: number;
  /** Lock the agency row for the caller's transaction (FOR UPDATE), so no archive commits meanwhile. */
  lock?: boolean;
}): Promise<AgencyTicketSource | undefined> {
  const found = await repo.findAgencyById(db, agencyId, scope, { lock });
  if (!found) return undefined;
  const rows = await contacts.listContacts(db, agencyId);
  return {
    id: found.agency.id,
    name: found.agency.name,
    isArchived: found.agency.archivedAt !== null,
    contactNames: rows.map((row) => row.name),
  };
}
