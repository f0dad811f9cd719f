import {
  AUDIT_COUNT_CAP,
  type AuditEntry,
  type AuditExportQuery,
  type AuditTrailAnswer,
  type AuditTrailQuery,
} from '../../../shared/api/audit.ts';
import { MAX_ID } from '../../../shared/api/common.ts';
import { withholdValues } from '../../../shared/domain/audit-fields.ts';
import { auditFieldChanges } from '../../../shared/domain/audit-trail.ts';
import { formatTicketNumber } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { agencyNames } from '../agencies/agency-figures.service.ts';
import { payrollCompanyNamesByIds } from '../payroll-companies/payroll-companies.service.ts';
import { findUserByEmail, userNamesByIds } from '../users/users.service.ts';
import { workerNamesByIds } from '../workers/workers-list.service.ts';
import * as repo from './audit.repository.ts';

export const UNKNOWN_CURSOR = 'No audit entry has this id';

/**
 * The query's filters with the actor resolved. An e-mail that belongs to an account means that
 * account (its entries under any address it had, found by id); an e-mail no account has now is
 * matched against the address the entries were written under. Null: the filters contradict each
 * other (an id and the e-mail of another account), so nothing matches.
 */
export async function resolveFilter(db: DbOrTx, query: AuditExportQuery): Promise<repo.AuditTrailFilter | null> {
  const filter: repo.AuditTrailFilter = {
    userId: query.userId || undefined,
    entityType: query.entityType || undefined,
    entityId: query.entityId || undefined,
    action: query.action || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
  if (!query.userEmail) return filter;
  const account = await findUserByEmail({ db, email: query.userEmail });
  if (!account) return { ...filter, userEmail: query.userEmail };
  if (filter.userId !== undefined && filter.userId !== account.id) return null;
  return { ...filter, userId: account.id };
}

const present = (row: repo.AuditRow, entityName: string | null): AuditEntry => ({
  id: row.id,
  userId: row.userId,
  userEmail: row.userEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  entityName,
  // Withheld again on reading: entries written before a field was withheld keep no visible value.
  changes: withholdValues(row.entityType, auditFieldChanges(row.changes)),
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
});

/** Where the names of each entity type are read now (never stored in the trail, so erasure removes them). */
const nameReaders: Record<string, (db: DbOrTx, ids: number[]) => Promise<Map<number, string>>> = {
  worker: workerNamesByIds,
  agency: agencyNames,
  payroll_company: payrollCompanyNamesByIds,
  user: userNamesByIds,
};

const wholeId = (entityId: string | null) =>
  entityId !== null && /^[1-9]\d{0,9}$/.test(entityId) && Number(entityId) <= MAX_ID ? Number(entityId) : null;

/**
 * The page's entity names, one query per entity type on the page: a worker's or user's full name
 * and an agency's or payroll company's name as they are now, a ticket's number; null for other
 * types and for entities that are gone (docs/domain.md, "Audit trail").
 */
async function entityNames(db: DbOrTx, rows: repo.AuditRow[]): Promise<(string | null)[]> {
  const idsByType = new Map<string, Set<number>>();
  for (const row of rows) {
    const id = wholeId(row.entityId);
    if (id === null || !nameReaders[row.entityType]) continue;
    idsByType.set(row.entityType, (idsByType.get(row.entityType) ?? new Set()).add(id));
  }
  const names = new Map<string, Map<number, string>>();
  for (const [type, ids] of idsByType) names.set(type, await nameReaders[type]!(db, [...ids]));
  return rows.map((row) => {
    const id = wholeId(row.entityId);
    if (id === null) return null;
    if (row.entityType === 'ticket') return formatTicketNumber(id);
    return names.get(row.entityType)?.get(id) ?? null;
  });
}

const positionOf = (row: repo.AuditRow): repo.TrailPosition => ({ createdAt: row.position, id: row.id });

async function cursorPosition(db: DbOrTx, id: number, field: 'before' | 'after') {
  const position = await repo.findTrailPosition(db, id);
  if (!position) throw new AppError('VALIDATION_ERROR', UNKNOWN_CURSOR, [{ field, message: UNKNOWN_CURSOR }]);
  return position;
}

/**
 * The page's entries newest first, and whether older and newer matches lie beyond it. Reading one
 * more than the page tells whether the far side goes on; the near side is one index probe (or, for
 * page N > 1 from the start, known: the skipped entries).
 */
async function readPage(db: DbOrTx, filter: repo.AuditTrailFilter, query: AuditTrailQuery) {
  const limit = query.pageSize + 1;
  if (query.after) {
    const newer = await cursorPosition(db, query.after, 'after');
    const found = await repo.listAuditEntries(db, filter, { limit, newer });
    const rows = found.slice(0, query.pageSize).reverse();
    const last = rows.at(-1);
    return { rows, hasNewer: found.length > query.pageSize, hasOlder: !!last && (await beyond(last, 'older')) };
  }
  const older = query.before ? await cursorPosition(db, query.before, 'before') : undefined;
  const offset = older ? 0 : (query.page - 1) * query.pageSize;
  const found = await repo.listAuditEntries(db, filter, { limit, offset, older });
  const rows = found.slice(0, query.pageSize);
  const first = rows[0];
  const hasNewer = !!first && (older ? await beyond(first, 'newer') : offset > 0);
  return { rows, hasOlder: found.length > query.pageSize, hasNewer };

  function beyond(row: repo.AuditRow, side: 'older' | 'newer') {
    return repo.hasEntriesBeyond(db, filter, positionOf(row), side);
  }
}

/** Exact up to AUDIT_COUNT_CAP matches; past it the planner's estimate (never below the cap). */
async function countMatches(db: DbOrTx, filter: repo.AuditTrailFilter) {
  const counted = await repo.countAuditEntriesUpTo(db, filter, AUDIT_COUNT_CAP);
  if (counted <= AUDIT_COUNT_CAP) return { total: counted, totalIsEstimate: false };
  const estimate = await repo.estimateAuditEntries(db, filter);
  return { total: Math.max(estimate, counted), totalIsEstimate: true };
}

/**
 * The audit trail (docs/domain.md): who, when, what, which fields (personal values were
 * masked when written), newest first, filtered, one page at a cost that does not grow with depth.
 */
export async function listAuditTrail(ctx: AppContext, query: AuditTrailQuery): Promise<AuditTrailAnswer> {
  const { page, pageSize } = query;
  const filter = await resolveFilter(ctx.db, query);
  if (!filter) {
    if (query.before) await cursorPosition(ctx.db, query.before, 'before');
    if (query.after) await cursorPosition(ctx.db, query.after, 'after');
    const empty = { items: [], total: 0, totalIsEstimate: false, nextCursor: null, previousCursor: null };
    return { ...empty, page, pageSize };
  }
  const [{ rows, hasOlder, hasNewer }, count] = await Promise.all([
    readPage(ctx.db, filter, query),
    countMatches(ctx.db, filter),
  ]);
  const names = await entityNames(ctx.db, rows);
  return {
    items: rows.map((row, i) => present(row, names[i] ?? null)),
    ...count,
    page,
    pageSize,
    nextCursor: hasOlder ? rows.at(-1)!.id : null,
    previousCursor: hasNewer ? rows[0]!.id : null,
  };
}
