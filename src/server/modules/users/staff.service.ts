import { canWorkTickets, roles } from '../../../shared/domain/permissions.ts';
import { personName } from '../../../shared/domain/people.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/** How a user is named on what they do (a ticket's assignee, a comment's author): full name, else the e-mail. */
export const userDisplayName = (user: { firstName: string; lastName: string; email: string }) =>
  personName(user) || user.email;

/** Roles that work tickets: admin, finance and support (docs/domain.md "Tickets"). */
const staffRoles = roles.filter((role) => canWorkTickets(role));

/** Active staff, by name: who a ticket can be assigned to (the queue's assignee filter). */
export async function listActiveStaff({ db }: { db: DbOrTx }): Promise<{ id: number; name: string }[]> {
  const rows = await repo.listActiveUsersOfRoles(db, staffRoles);
  return rows
    .map((row) => ({ id: row.id, name: userDisplayName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id);
}

/**
 * The user a ticket would be assigned to, as the ticket rules need it: its name, and whether it is
 * an active member of staff (not deleted, not deactivated, a staff role). Undefined when no such user.
 */
export async function findStaffMember({
  db,
  id,
}: {
  db: DbOrTx;
  id: number;
}): Promise<{ id: number; name: string; isActiveStaff: boolean } | undefined> {
  const row = await repo.findActiveUserById(db, id);
  if (!row) return undefined;
  return { id: row.id, name: userDisplayName(row), isActiveStaff: row.isActive && canWorkTickets(row.role) };
}
