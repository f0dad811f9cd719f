import type {
  CleanCreateSavedViewBody,
  CleanUpdateSavedViewBody,
  SavedView,
  SavedViewCountsAnswer,
} from '../../../shared/api/saved-views.ts';
import { agencyScopeOf, isWithinAgencyScope } from '../../../shared/domain/agency-scope.ts';
import { hasPermission, type Permission } from '../../../shared/domain/permissions.ts';
import {
  canonicalViewQuery,
  readTicketViewFilter,
  readWorkerViewFilter,
  savedViewAddress,
  savedViewMessages,
  SAVED_VIEWS_PER_LIST,
  SHARED_VIEWS_PER_LIST,
  viewAgencyId,
  type SavedViewList,
} from '../../../shared/domain/saved-views.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { diffForAudit, fieldsOnly, recordAudit } from '../../lib/audit-log.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { countMatchingTickets } from '../tickets/tickets-bulk.service.ts';
import { userNamesByIds } from '../users/users.service.ts';
import { countMatchingWorkers } from '../workers/workers-selection.service.ts';
import * as repo from './saved-views.repository.ts';

/** The permission each list needs, as its screen does: Workers needs workers, Tickets reports. */
const listPermission: Record<SavedViewList, Permission> = { workers: 'workers', tickets: 'reports' };
const ENTITY = 'saved_view';

function requireList(user: SessionUser, list: SavedViewList) {
  if (!hasPermission(user.role, listPermission[list])) throw forbidden();
}

/**
 * Whether the user sees the view: its own, or one shared with everyone, except that a client user
 * is not shown a shared view held to another agency (its count would be nothing of theirs and its
 * address names an agency that is not theirs).
 */
function isVisibleTo(view: repo.SavedViewRow, user: SessionUser): boolean {
  if (view.ownerId === user.id) return true;
  if (!view.shared) return false;
  const agencyId = viewAgencyId(view.list as SavedViewList, view.query);
  return agencyId === null || isWithinAgencyScope(agencyScopeOf(user), agencyId);
}

function toSavedView(row: repo.SavedViewRow, user: SessionUser, names: Map<number, string>): SavedView {
  const list = row.list as SavedViewList;
  return {
    id: row.id,
    list,
    name: row.name,
    query: row.query,
    address: savedViewAddress({ list, query: row.query }),
    shared: row.shared,
    ownerName: names.get(row.ownerId) ?? 'A former user',
    isOwn: row.ownerId === user.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function presented(db: DbOrTx, rows: repo.SavedViewRow[], user: SessionUser): Promise<SavedView[]> {
  const names = await userNamesByIds(db, [...new Set(rows.map((r) => r.ownerId))]);
  return rows.map((row) => toSavedView(row, user, names));
}

async function visibleViews(ctx: AppContext, user: SessionUser, list: SavedViewList) {
  requireList(user, list);
  return (await repo.listViews(ctx.db, { ownerId: user.id, list })).filter((row) => isVisibleTo(row, user));
}

/** GET /api/saved-views?list=: the user's own views of the list, then those shared with everyone. */
export async function listSavedViews(ctx: AppContext, user: SessionUser, list: SavedViewList): Promise<SavedView[]> {
  return presented(ctx.db, await visibleViews(ctx, user, list), user);
}

/**
 * GET /api/saved-views/counts?list=: what each view's list would show as its total, counted by the
 * list's own service under the caller's scope (a client user counts its own agency only; removed
 * workers never count). The views are counted side by side.
 */
export async function countSavedViews(
  ctx: AppContext,
  user: SessionUser,
  list: SavedViewList,
): Promise<SavedViewCountsAnswer> {
  const views = await visibleViews(ctx, user, list);
  const counts = await Promise.all(
    views.map(async (view) => {
      const params = new URLSearchParams(view.query);
      const count =
        list === 'workers'
          ? await countMatchingWorkers(ctx, user, readWorkerViewFilter(params))
          : await countMatchingTickets(ctx, user, readTicketViewFilter(params));
      return { id: view.id, count };
    }),
  );
  return { counts };
}

/** Only an administrator shares a view with everyone (docs/domain.md, "Saved views"). */
function requireMayShare(user: SessionUser, shared: boolean | undefined) {
  if (shared && user.role !== 'admin') throw new AppError('FORBIDDEN', savedViewMessages.onlyAdminsShare);
}

const nameTaken = () =>
  new AppError('DUPLICATE_NAME', savedViewMessages.nameTaken, [
    { field: 'name', message: savedViewMessages.nameTaken },
  ]);

/** Runs a write, turning the unique name of an owner's view into 409 DUPLICATE_NAME. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'saved_views_owner_name_unique')) throw nameTaken();
    throw error;
  }
}

/** The limits, counted under the owner's lock (and the shared views' lock when sharing), so two saves at once keep them. */
async function checkLimits(
  tx: DbOrTx,
  user: SessionUser,
  list: SavedViewList,
  adds: { own: boolean; shared: boolean },
) {
  if (adds.own) {
    await repo.lockViewsOf(tx, user.id);
    if ((await repo.countOwnViews(tx, user.id, list)) >= SAVED_VIEWS_PER_LIST)
      throw new AppError('CONFLICT', savedViewMessages.tooMany);
  }
  if (adds.shared) {
    await repo.lockViewsOf(tx, 0);
    if ((await repo.countSharedViews(tx, list)) >= SHARED_VIEWS_PER_LIST)
      throw new AppError('CONFLICT', savedViewMessages.tooManyShared);
  }
}

/** POST /api/saved-views: the list's address kept under a name (its own part only, canonical). */
export async function createSavedView(
  ctx: AppContext,
  user: SessionUser,
  body: CleanCreateSavedViewBody,
  meta: RequestMeta,
): Promise<SavedView> {
  requireList(user, body.list);
  requireMayShare(user, body.shared);
  const query = canonicalViewQuery(body.list, body.query);
  const row = await writing(() =>
    ctx.db.transaction(async (tx) => {
      await checkLimits(tx, user, body.list, { own: true, shared: body.shared });
      const created = await repo.insertView(tx, {
        ownerId: user.id,
        list: body.list,
        name: body.name,
        query,
        shared: body.shared,
      });
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entityType: ENTITY,
        entityId: created.id,
        changes: fieldsOnly({ list: created.list, name: created.name, query: created.query, shared: created.shared }),
        ip: meta.ip,
      });
      return created;
    }),
  );
  return (await presented(ctx.db, [row], user))[0]!;
}

/** The view if the user sees it (else 404) and owns it (else 403). */
async function ownView(db: DbOrTx, user: SessionUser, id: number): Promise<repo.SavedViewRow> {
  const view = await repo.findView(db, id);
  if (!view || !isVisibleTo(view, user)) throw notFound(savedViewMessages.notFound);
  if (view.ownerId !== user.id) throw new AppError('FORBIDDEN', savedViewMessages.notOwner);
  return view;
}

/** PATCH /api/saved-views/{id}: its owner renames it, saves another address into it, shares it or stops sharing. */
export async function updateSavedView(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: CleanUpdateSavedViewBody,
  meta: RequestMeta,
): Promise<SavedView> {
  requireMayShare(user, body.shared);
  const row = await writing(() =>
    ctx.db.transaction(async (tx) => {
      const before = await ownView(tx, user, id);
      const list = before.list as SavedViewList;
      const changes: repo.SavedViewChanges = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.query !== undefined ? { query: canonicalViewQuery(list, body.query) } : {}),
        ...(body.shared !== undefined ? { shared: body.shared } : {}),
      };
      if (changes.shared && !before.shared) await checkLimits(tx, user, list, { own: false, shared: true });
      const after = await repo.updateOwnView(tx, id, user.id, changes);
      if (!after) throw notFound(savedViewMessages.notFound);
      const diff = diffForAudit(before, changes);
      if (diff.length > 0)
        await recordAudit(tx, {
          actor: user,
          action: 'update',
          entityType: ENTITY,
          entityId: id,
          changes: diff,
          ip: meta.ip,
        });
      return after;
    }),
  );
  return (await presented(ctx.db, [row], user))[0]!;
}

/** DELETE /api/saved-views/{id}: its owner only. */
export async function deleteSavedView(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const view = await ownView(tx, user, id);
    const deleted = await repo.deleteOwnView(tx, id, user.id);
    if (!deleted) throw notFound(savedViewMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: ENTITY,
      entityId: id,
      changes: [{ field: 'list', from: view.list }, { field: 'name' }, { field: 'shared', from: view.shared }],
      ip: meta.ip,
    });
  });
}
