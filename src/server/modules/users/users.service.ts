import { pageSlice } from '../../lib/page-slice.ts';
import type { Preferences } from '../../../shared/api/auth.ts';
import type { CreateUserBody, UpdateUserBody, User, UserListQuery } from '../../../shared/api/users.ts';
import { CLIENT_NEEDS_AGENCY, isClientWithoutAgency, personName } from '../../../shared/domain/people.ts';
import type { Role } from '../../../shared/domain/permissions.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { hashAdminSetPassword } from '../../lib/passwords.ts';
import { assertAgencyAssignable } from '../agency-references/agency-references.service.ts';
import { diffForAudit, fieldsOnly, recordAudit, type Actor } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endUserSessions } from '../sessions/sessions.service.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { toUser } from './users.presenter.ts';
import * as repo from './users.repository.ts';

export type { UserRow } from './users.repository.ts';

export const USER_NOT_FOUND = 'User not found';

/** A deleted user keeps its e-mail (it can be recovered), so the answer says where to look. */
function duplicateEmail(ofDeletedUser = false) {
  const message = ofDeletedUser
    ? 'A deleted user with this email already exists. Recover it from Deleted Users instead.'
    : 'A user with this email already exists';
  return new AppError('DUPLICATE_EMAIL', message, [{ field: 'email', message }]);
}

/** The unique index on lower(email) is the last word; a pre-check gives the friendlier message. */
export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: number) {
  const existing = await repo.findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId) throw duplicateEmail(!!existing.deletedAt);
}

/** Runs a write that may hit the e-mail unique index, turning that into a 409. */
export async function writeUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw duplicateEmail();
    throw error;
  }
}

/** Writes an account's own fields (the admin profile); a taken e-mail is a 409, a user gone is undefined. */
export async function updateAccount({
  db,
  userId,
  values,
}: {
  db: DbOrTx;
  userId: number;
  values: Partial<repo.NewUserRow>;
}): Promise<repo.UserRow | undefined> {
  return writeUser(() => repo.updateUser(db, userId, values));
}

/** A client must be assigned an existing agency; other roles have none (docs/domain.md, Accounts administration). */
async function agencyForRole(db: DbOrTx, role: string, agencyId: number | null | undefined): Promise<number | null> {
  if (isClientWithoutAgency(role, agencyId))
    throw new AppError('VALIDATION_ERROR', CLIENT_NEEDS_AGENCY, [{ field: 'agencyId', message: CLIENT_NEEDS_AGENCY }]);
  if (role !== 'client' || !agencyId) return null;
  await assertAgencyAssignable(db, agencyId);
  return agencyId;
}

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  agencyId?: number | null | undefined;
  passwordHash: string;
};

/**
 * Creates an account in the caller's transaction, always flagged requirePasswordChange because an
 * admin typed the password (docs/domain.md). Used by create user and by access approval.
 */
export async function insertAccount(
  tx: DbOrTx,
  actor: Actor,
  account: NewAccount,
  meta: RequestMeta,
): Promise<repo.UserRow> {
  await assertEmailFree(tx, account.email);
  const agencyId = await agencyForRole(tx, account.role, account.agencyId);
  const values = {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: account.role,
    agencyId,
    requirePasswordChange: true,
  };
  const created = await writeUser(() => repo.insertUser(tx, { ...values, passwordHash: account.passwordHash }));
  await recordAudit(tx, {
    actor,
    action: 'create',
    entityType: 'user',
    entityId: created.id,
    changes: fieldsOnly(values),
    ip: meta.ip,
  });
  return created;
}

export async function presentUser(db: DbOrTx, id: number): Promise<User> {
  const row = await repo.findUserWithAgency(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}

export async function findLiveUser(db: DbOrTx, id: number): Promise<repo.UserRow> {
  const row = await repo.findActiveUserById(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function listUsers(ctx: AppContext, query: UserListQuery) {
  const filter = { deleted: false, q: query.q };
  if (query.page === undefined) return (await repo.listUsers(ctx.db, filter)).map(toUser);
  const { page, pageSize } = query;
  const total = await repo.countListedUsers(ctx.db, filter);
  const rows = await repo.listUsers(
    ctx.db,
    filter,
    pageSlice(total, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return { items: rows.map(toUser), total, page, pageSize };
}

export async function createUser(
  ctx: AppContext,
  actor: Actor,
  body: CreateUserBody,
  meta: RequestMeta,
): Promise<User> {
  const passwordHash = await hashAdminSetPassword(body.password);
  const created = await ctx.db.transaction((tx) => insertAccount(tx, actor, { ...body, passwordHash }, meta));
  return presentUser(ctx.db, created.id);
}

/**
 * Edit or change role (PUT /api/admin/users/{id}). An admin cannot remove their own admin role or
 * deactivate themselves; a role change or a deactivation ends the user's sessions.
 */
export async function updateUser(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: UpdateUserBody,
  meta: RequestMeta,
): Promise<User> {
  const isSelf = actor.id === id;
  if (isSelf && body.role !== undefined && body.role !== 'admin')
    throw badRequest('You cannot remove your own admin role');
  if (isSelf && body.isActive === false) throw badRequest('You cannot deactivate your own account');
  await ctx.db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    const role = body.role ?? target.role;
    // A change of role asks a fresh sign-in (docs/domain.md, "Multi-factor sign-in"); the same role sent again does not.
    if (role !== target.role) requireFreshSignIn(actor);
    const wantedAgency = body.agencyId === undefined ? target.agencyId : body.agencyId;
    // An untouched assignment is kept as it is, even if its agency was archived since.
    const keepsAgency = role === target.role && wantedAgency === target.agencyId;
    const agencyId = keepsAgency ? target.agencyId : await agencyForRole(tx, role, wantedAgency);
    if (body.email !== undefined) await assertEmailFree(tx, body.email, id);
    const before = {
      email: target.email,
      firstName: target.firstName,
      lastName: target.lastName,
      role: target.role,
      agencyId: target.agencyId,
      isActive: target.isActive,
    };
    const after = {
      email: body.email ?? target.email,
      firstName: body.firstName ?? target.firstName,
      lastName: body.lastName ?? target.lastName,
      role,
      agencyId,
      isActive: body.isActive ?? target.isActive,
    };
    const changes = diffForAudit(before, after);
    if (changes.length === 0) return;
    await writeUser(() => repo.updateUser(tx, id, after));
    const roleChanged = role !== target.role;
    if (roleChanged || (target.isActive && !after.isActive)) await endUserSessions(tx, id);
    await recordAudit(tx, {
      actor,
      action: roleChanged ? 'role_change' : 'update',
      entityType: 'user',
      entityId: id,
      changes,
      ip: meta.ip,
    });
  });
  return presentUser(ctx.db, id);
}

/** Soft delete (docs/domain.md): recoverable for 30 days; the user's sessions end now. */
export async function deleteUser(ctx: AppContext, actor: SessionUser, id: number, meta: RequestMeta) {
  if (actor.id === id) throw badRequest('You cannot delete your own account');
  await ctx.db.transaction(async (tx) => {
    await findLiveUser(tx, id);
    await repo.updateUser(tx, id, { deletedAt: new Date() });
    await endUserSessions(tx, id);
    await recordAudit(tx, { actor, action: 'delete', entityType: 'user', entityId: id, ip: meta.ip });
  });
}

export const countUserStats = (ctx: AppContext) => repo.countUserStats(ctx.db);

/** Whether a user that is not deleted signs in with this e-mail (a deleted one may ask for access again). */
export async function hasLiveAccount(db: DbOrTx, email: string): Promise<boolean> {
  const existing = await repo.findUserByEmail(db, email);
  return !!existing && !existing.deletedAt;
}

/** The account signing in with this e-mail (any case), deleted or not, with its password hash: auth's sign-in. */
export async function findUserByEmail({ db, email }: { db: DbOrTx; email: string }): Promise<repo.UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** The user if not deleted, with its password hash (auth checks a current password against it). */
export async function findActiveUser({ db, id }: { db: DbOrTx; id: number }): Promise<repo.UserRow | undefined> {
  return repo.findActiveUserById(db, id);
}

/** Notes a successful sign-in. */
export async function recordSignIn({ db, userId, at }: { db: DbOrTx; userId: number; at: Date }): Promise<void> {
  await repo.updateUser(db, userId, { lastLoginAt: at });
}

/** A person's own display choices (PUT /api/auth/preferences); not audited: they change no data. */
export async function setPreferences({
  db,
  userId,
  preferences,
}: {
  db: DbOrTx;
  userId: number;
  preferences: Preferences;
}): Promise<repo.UserRow | undefined> {
  return repo.updateUser(db, userId, { workerListView: preferences.workerListView });
}

/** Whether any user row exists at all, deleted ones included (the first administrator is made only when none does). */
export async function hasAnyUser({ db }: { db: DbOrTx }): Promise<boolean> {
  return (await repo.countUsers(db)) > 0;
}

/** The first administrator (docs/domain.md): the start-up creates it when there are no users. */
export async function createFirstAdmin({
  db,
  email,
  passwordHash,
  requirePasswordChange,
}: {
  db: DbOrTx;
  email: string;
  passwordHash: string;
  requirePasswordChange: boolean;
}): Promise<repo.UserRow> {
  return repo.insertUser(db, {
    email,
    firstName: 'System',
    lastName: 'Administrator',
    role: 'admin',
    passwordHash,
    requirePasswordChange,
  });
}

/** Users' names by id, read now: the audit trail's Entity column (docs/domain.md, "Audit trail"). */
export async function userNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findUserNames(db, ids);
  return new Map(rows.map((row) => [row.id, personName(row)]));
}
