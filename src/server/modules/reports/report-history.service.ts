import type { Readable } from 'node:stream';
import {
  REPORT_RETENTION_DAYS,
  reportFilters,
  type ReportFilters,
  type ReportFormat,
  type ReportHistoryAnswer,
  type ReportHistoryEntry,
  type ReportType,
} from '../../../shared/api/reports.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { mayGenerateReport, seesEveryonesReports } from '../../../shared/domain/reports/report-filters.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-writer.ts';
import { FileNotFoundError, fileStoreFor, type FileStore, type StoredFile } from '../../lib/file-store.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './report-history.repository.ts';

export const REPORT_NOT_FOUND = 'Report not found';
/** A report holding pay figures, asked for by a role without the payroll permission. */
export const PAY_FIGURES_FORBIDDEN = 'You do not have permission to see payroll figures';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A report asked again by the same user with the same filters while the first is being written, or
 * within this long after it was, is the same report: one Recent Reports entry (docs/domain.md "Reports").
 */
export const REPORT_REPEAT_WINDOW_MS = 2000;

/** Kept reports live in the file store's reports area under generated names (yyyy/mm/<hex>.csv|xlsx). */
export const reportStore = (config: AppContext['config']): FileStore => fileStoreFor(config, 'reports');

export const contentTypeOf = (format: ReportFormat) => (format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE);

function toEntry(row: repo.ReportHistoryRow): ReportHistoryEntry {
  return {
    id: row.id,
    type: row.type as ReportType,
    format: row.format as ReportFormat,
    fileName: row.fileName,
    filters: reportFilters.parse(row.filters),
    rowCount: row.rowCount,
    byteSize: row.byteSize,
    generatedBy: { id: row.generatedBy, name: row.generatedByName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The history entry of a report just written in full (its file is in the store), unless it repeats
 * one the user already has (REPORT_REPEAT_WINDOW_MS before `requestedAt`, or since): answers whether
 * it was kept; a repeat's file is the caller's to remove.
 */
export async function keepReport(
  ctx: AppContext,
  entry: {
    user: SessionUser;
    type: ReportType;
    format: ReportFormat;
    fileName: string;
    filters: ReportFilters;
    rowCount: number;
    file: StoredFile;
    requestedAt: Date;
    now?: Date;
  },
): Promise<boolean> {
  const now = entry.now ?? new Date();
  const repeatSince = new Date(entry.requestedAt.getTime() - REPORT_REPEAT_WINDOW_MS);
  return repo.insertUnlessRepeated(
    ctx.db,
    {
      type: entry.type,
      format: entry.format,
      fileName: entry.fileName,
      storedFileName: entry.file.name,
      filters: entry.filters,
      rowCount: entry.rowCount,
      byteSize: entry.file.sizeBytes,
      scopeAgencyId: scopeAgencyOf(entry.user),
      generatedBy: entry.user.id,
      generatedByName: `${entry.user.firstName} ${entry.user.lastName}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REPORT_RETENTION_DAYS * DAY_MS),
    },
    repeatSince,
  );
}

/** How many expired entries one sweep removes at most; the next call takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Removes reports kept past their 30 days: the rows first (so nothing lists or serves them), then
 * their files (a stray file is harmless; a row without its file is not). Answers how many went.
 */
export async function removeExpiredReports(ctx: Pick<AppContext, 'db' | 'config'>, now = new Date()): Promise<number> {
  const store = reportStore(ctx.config);
  let removed = 0;
  for (;;) {
    const names = await repo.deleteExpiredReportHistory(ctx.db, now, SWEEP_LIMIT);
    await Promise.all(names.map((name) => store.remove(name).catch(() => undefined)));
    removed += names.length;
    if (names.length < SWEEP_LIMIT) return removed;
  }
}

/**
 * The nightly sweep (job expired-reports, docs/operations.md "Background jobs"): every report kept
 * past its 30 days goes in the caller's transaction, in batches; afterCommit removes their files
 * once the rows are gone for good (a stray file is harmless; a row without its file is not).
 */
export async function removeExpiredReportsIn(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  now: Date,
): Promise<{ removedReports: number; afterCommit: () => Promise<void> }> {
  const names: string[] = [];
  for (;;) {
    const batch = await repo.deleteExpiredReportHistory(tx, now, SWEEP_LIMIT);
    names.push(...batch);
    if (batch.length < SWEEP_LIMIT) break;
  }
  const store = reportStore(ctx.config);
  const afterCommit = async () => {
    await Promise.all(names.map((name) => store.remove(name).catch(() => undefined)));
  };
  return { removedReports: names.length, afterCommit };
}

/**
 * Kept reports that may list a worker of `agencyId` (docs/domain.md, "Erasure"): how many an
 * erasure of such a worker would remove.
 */
export async function countReportsListing(db: DbOrTx, agencyId: number | null): Promise<number> {
  return repo.countReportsCovering(db, agencyId);
}

/**
 * An erasure removes every kept report that may list the worker (docs/domain.md, "Erasure"), in its
 * transaction: the entries now, their files by afterCommit (a stray file is harmless; a row without
 * its file is not). Their authors generate them again.
 */
export async function removeReportsListing(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  agencyId: number | null,
): Promise<{ removedReports: number; afterCommit: () => Promise<void> }> {
  const names = await repo.deleteReportsCovering(tx, agencyId);
  const store = reportStore(ctx.config);
  return {
    removedReports: names.length,
    afterCommit: async () => {
      await Promise.all(names.map((name) => store.remove(name).catch(() => undefined)));
    },
  };
}

/** GET /api/reports/history: the user's own entries (an admin's: everyone's), newest first, expired ones swept first. */
export async function listReportHistory(
  ctx: AppContext,
  user: SessionUser,
  query: { page: number; pageSize: number },
): Promise<ReportHistoryAnswer> {
  const now = new Date();
  await removeExpiredReports(ctx, now);
  const userId = seesEveryonesReports(user.role) ? null : user.id;
  const [rows, total] = await Promise.all([
    repo.listReportHistory(ctx.db, { userId, now, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countReportHistory(ctx.db, { userId, now }),
  ]);
  return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

/** The agency a client user's reports cover now; null for staff (every agency). */
function scopeAgencyOf(user: SessionUser): number | null {
  const scope = agencyScopeOf(user);
  return scope.kind === 'agency' ? scope.agencyId : null;
}

/**
 * Whether the user may still have what a kept report holds: the rules of generating it, applied as
 * the user is now. A user who has lost the payroll permission since is refused as generation would
 * refuse it; a client user moved to another agency (or left without one) no longer sees the old
 * agency's report, which answers as missing, as records outside a scope do.
 */
function mayStillSee(user: SessionUser, row: repo.ReportHistoryRow): 'yes' | 'forbidden' | 'outside scope' {
  const filters = reportFilters.parse(row.filters);
  if (!mayGenerateReport(user.role, row.type as ReportType, filters.fields)) return 'forbidden';
  const scope = agencyScopeOf(user);
  if (scope.kind === 'all') return 'yes';
  return scope.kind === 'agency' && row.scopeAgencyId === scope.agencyId ? 'yes' : 'outside scope';
}

/**
 * GET /api/reports/history/{id}/download: the kept file, to its owner or an admin who may still
 * see what it holds (mayStillSee); anything else is 404, a lost permission 403. Each download is
 * audited like the generation (who, which report, from where), never a value from the file.
 */
export async function openKeptReport(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: { ip: string | null },
): Promise<{ fileName: string; contentType: string; stream: Readable; sizeBytes: number }> {
  const row = await repo.findReportHistory(ctx.db, id);
  const visible = row && (seesEveryonesReports(user.role) || row.generatedBy === user.id);
  if (!row || !visible || row.expiresAt.getTime() <= Date.now()) throw notFound(REPORT_NOT_FOUND);
  const allowed = mayStillSee(user, row);
  if (allowed === 'forbidden') throw forbidden(PAY_FIGURES_FORBIDDEN);
  if (allowed === 'outside scope') throw notFound(REPORT_NOT_FOUND);
  let file: Awaited<ReturnType<FileStore['read']>>;
  try {
    file = await reportStore(ctx.config).read(row.storedFileName);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound(REPORT_NOT_FOUND);
    throw error;
  }
  await recordAudit(ctx.db, {
    actor: user,
    action: 'report_downloaded',
    entityType: 'report',
    entityId: row.id,
    changes: [
      { field: 'type', to: row.type },
      { field: 'format', to: row.format },
    ],
    ip: meta.ip,
  });
  return { fileName: row.fileName, contentType: contentTypeOf(row.format as ReportFormat), ...file };
}
