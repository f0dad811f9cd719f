import { pageSlice } from '../../lib/page-slice.ts';
import type {
  Agency,
  AgencyListQuery,
  AgencyPage,
  AgencySummary,
  createAgencyBody,
} from '../../../shared/api/agencies.ts';
import type { z } from 'zod';
import { agencyMessages, type AgencyValues } from '../../../shared/domain/agency-fields.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { diffForAudit, fieldsOnly, recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { assertMayAdministerAgencies, assertMayEditAgencies, findVisibleAgency } from './agency-access.ts';
import * as repo from './agencies.repository.ts';
import { toAgency } from './agencies.presenter.ts';

type NewAgency = z.output<typeof createAgencyBody>;

/** The not-found sentence the detail page shows (docs/domain.md, Agencies). */
export const AGENCY_NOT_FOUND = agencyMessages.notFound;
const blankToUndefined = (v: string | undefined) => (v && v !== 'all' ? v : undefined);

/**
 * GET /api/agencies (archived false) and /api/agencies/archived (true): the plain array (docs/domain.md),
 * or with `page` one page of the alphabetical list (docs/domain.md, "Paged lists"). A client sees its own only.
 */
export async function listAgencies(
  ctx: AppContext,
  user: SessionUser,
  query: AgencyListQuery,
  archived: boolean,
): Promise<Agency[] | AgencyPage> {
  const filter = {
    scope: agencyScopeOf(user),
    archived,
    q: query.q || undefined,
    status: blankToUndefined(query.status),
  };
  if (query.page === undefined) {
    const rows = await repo.listAgencies(ctx.db, filter);
    return rows.map(({ agency, workerCount }) => toAgency(agency, workerCount));
  }
  const { page, pageSize } = query;
  const total = await repo.countAgencies(ctx.db, filter);
  const rows = await repo.listAgencies(
    ctx.db,
    filter,
    pageSlice(total, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return { items: rows.map(({ agency, workerCount }) => toAgency(agency, workerCount)), total, page, pageSize };
}

/** The admin panel's four cards over agencies not archived, with the list's search and status filter. */
export async function summariseAgencies(
  ctx: AppContext,
  user: SessionUser,
  query: Pick<AgencyListQuery, 'q' | 'status'>,
): Promise<AgencySummary> {
  return repo.summariseAgencies(ctx.db, {
    scope: agencyScopeOf(user),
    archived: false,
    q: query.q || undefined,
    status: blankToUndefined(query.status),
  });
}

/** The contact's name, e-mail and phone are personal: their audit entries say that they changed, not to what. */
const PERSONAL = new Set(['contactName', 'contactEmail', 'contactPhone']);
const auditFieldsOf = (values: Record<string, unknown>) =>
  fieldsOnly(values).map((c) => (PERSONAL.has(c.field) ? { field: c.field } : c));

/** A client is tied to one agency and cannot add others; a duplicate name is a 409, decided by the unique index. */
export async function createAgency(
  ctx: AppContext,
  user: SessionUser,
  body: NewAgency,
  meta: RequestMeta,
): Promise<Agency> {
  if (user.role === 'client') throw forbidden(agencyMessages.clientCannotAdd);
  assertMayEditAgencies(user);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertAgency(tx, body);
    if (!created) throw new AppError('DUPLICATE_NAME', agencyMessages.duplicateName);
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'agency',
      entityId: created.id,
      changes: auditFieldsOf(body),
      ip: meta.ip,
    });
    return created;
  });
  return toAgency(row);
}

/**
 * Every edit (PUT, PATCH, PATCH /field, commercial terms): staff only; status and trust score admin
 * only (docs/domain.md). The agency is locked for the transaction, so the audit's before-values
 * are the ones replaced; only fields that change are written and audited.
 */
export async function updateAgency(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  values: Partial<AgencyValues>,
  meta: RequestMeta,
): Promise<Agency> {
  await findVisibleAgency(ctx.db, user, id);
  assertMayEditAgencies(user);
  if (values.status !== undefined || values.trustScore !== undefined) assertMayAdministerAgencies(user);
  const row = await ctx.db.transaction(async (tx) => {
    const { agency: before } = await findVisibleAgency(tx, user, id, { lock: true });
    const changes = diffForAudit(before, values);
    if (changes.length === 0) return before;
    const changed = Object.fromEntries(changes.map((c) => [c.field, values[c.field as keyof AgencyValues]]));
    const outcome = await repo.updateAgency(tx, id, changed);
    if (!outcome) throw notFound(AGENCY_NOT_FOUND);
    if ('duplicateName' in outcome) throw new AppError('DUPLICATE_NAME', agencyMessages.duplicateName);
    const action = Object.keys(changed).length === 1 && 'status' in changed ? 'status_change' : 'update';
    await recordAudit(tx, { actor: user, action, entityType: 'agency', entityId: id, changes, ip: meta.ip });
    return outcome.row;
  });
  const { workerCount } = await findVisibleAgency(ctx.db, user, id);
  return toAgency(row, workerCount);
}

/** Archive and unarchive (admin): a conditional update, so archiving twice is a 409, never two entries. */
export async function setAgencyArchived(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  archived: boolean,
  meta: RequestMeta,
): Promise<Agency> {
  const { workerCount } = await findVisibleAgency(ctx.db, user, id);
  assertMayAdministerAgencies(user);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.setArchived(tx, id, archived);
    if (!updated) {
      if (!(await repo.findAgencyById(tx, id, agencyScopeOf(user)))) throw notFound(AGENCY_NOT_FOUND);
      throw new AppError('CONFLICT', archived ? agencyMessages.alreadyArchived : agencyMessages.notArchived);
    }
    await recordAudit(tx, {
      actor: user,
      action: archived ? 'archive' : 'unarchive',
      entityType: 'agency',
      entityId: id,
      changes: [{ field: 'archived', from: !archived, to: archived }],
      ip: meta.ip,
    });
    return updated;
  });
  return toAgency(row, workerCount);
}

/** Locks a visible agency's row in the caller's transaction; 404 when this user cannot see it (legal holds). */
export async function lockVisibleAgency(db: DbOrTx, user: SessionUser, id: number): Promise<void> {
  await findVisibleAgency(db, user, id, { lock: true });
}
