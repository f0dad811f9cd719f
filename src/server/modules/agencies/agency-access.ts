import { agencyMessages } from '../../../shared/domain/agency-fields.ts';
import { canAdministerAgencies, canEditAgencies } from '../../../shared/domain/permissions.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './agencies.repository.ts';

/**
 * Who may see and change an agency (docs/domain.md): a client user sees only its own
 * agency (any other is a 404, so ids leak nothing); staff edit; trust score, status, archiving and
 * import are admin only (403).
 */
export async function findVisibleAgency(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  options: { lock?: boolean } = {},
): Promise<repo.AgencyWithWorkerCount> {
  const found = await repo.findAgencyById(db, id, agencyScopeOf(user), options);
  if (!found) throw notFound(agencyMessages.notFound);
  return found;
}

export function assertMayEditAgencies(user: SessionUser): void {
  if (!canEditAgencies(user.role)) throw forbidden(agencyMessages.staffOnly);
}

export function assertMayAdministerAgencies(user: SessionUser): void {
  if (!canAdministerAgencies(user.role)) throw forbidden(agencyMessages.adminOnly);
}
