// What other areas check before a record points at an agency: that a user or a worker may be
// assigned to it, and what a ticket raised about it takes. It sits below workers, users and tickets
// so that the agencies area, whose pages show and raise those, can depend on them one way only.
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './agency-references.repository.ts';

export const AGENCY_NOT_ASSIGNABLE = 'The selected agency does not exist';

/** A user or a worker can be tied only to an agency that exists and is not archived. */
export async function assertAgencyAssignable(db: DbOrTx, agencyId: number) {
  if (!(await repo.isUnarchivedAgency(db, agencyId))) {
    throw new AppError('VALIDATION_ERROR', AGENCY_NOT_ASSIGNABLE, [
      { field: 'agencyId', message: AGENCY_NOT_ASSIGNABLE },
    ]);
  }
}

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
  const found = await repo.findAgencyNameById(db, agencyId, scope, { lock });
  if (!found) return undefined;
  return {
    id: found.id,
    name: found.name,
    isArchived: found.archivedAt !== null,
    contactNames: await repo.listContactNames(db, agencyId),
  };
}
