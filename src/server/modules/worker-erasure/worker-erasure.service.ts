import type { WorkerErasureAnswer } from '../../../shared/api/worker-erasure.ts';
import { withholdValues } from '../../../shared/domain/audit-fields.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import {
  erasedWorkerFields,
  erasureMessages,
  erasurePlan,
  keptLines,
  payrollDueBy,
  rtwStillKept,
  type ErasurePlan,
} from '../../../shared/domain/worker-erasure.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { removeStoredFiles } from '../../lib/file-store.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { countReportsListing, removeReportsListing } from '../reports/report-history.service.ts';
import { retentionPeriods } from '../retention/retention.service.ts';
import * as repo from './worker-erasure.repository.ts';

/**
 * Erasure of a worker (docs/domain.md, "Erasure"; docs/decisions/0028-erasure.md; UK GDPR Art. 17),
 * admins only (the routes say so): what no law requires goes; payroll and right-to-work records still
 * inside their periods stay, restricted (read-only, admin only), with the identity they need; the
 * audit keeps that it happened, not the erased values.
 */

/**
 * The audit entries' changes with every value their entity type withholds taken out, and the values
 * of every field the erasure clears even where the trail shows them (NI category); only entries that change.
 */
function redactions(entries: readonly repo.AuditEntry[]) {
  const erased = new Set<string>(erasedWorkerFields);
  return entries.flatMap((entry) => {
    if (!Array.isArray(entry.changes)) return [];
    const redacted = withholdValues(entry.entityType, entry.changes as { field: string }[]).map((change) =>
      entry.entityType === 'worker' && erased.has(change.field) ? { field: change.field } : change,
    );
    return JSON.stringify(redacted) === JSON.stringify(entry.changes) ? [] : [{ id: entry.id, changes: redacted }];
  });
}

/** What the worker's erasure would find on `today`: the related rows and the plan's counts. */
async function survey(db: DbOrTx, worker: repo.LockedWorker, today: string) {
  const periods = await retentionPeriods(db);
  const payCutoff = payrollDueBy(today, periods);
  const related = await repo.readRelated(db, worker.id);
  const payroll = await repo.payrollFacts(db, worker.id, payCutoff);
  const notifications = await repo.countNotifications(db, worker.id, related);
  const importRecords = await repo.countImportRecords(db, worker.id);
  const reports = await countReportsListing(db, worker.agencyId);
  const audit = await repo.readAuditEntries(db, worker.id, related);
  const p45Date = worker.p45Date ?? today;
  const plan = erasurePlan({
    today,
    p45Date,
    periods,
    payrollRecordsDue: payroll.due,
    payrollRecordsKept: payroll.kept,
    latestKeptPayDate: payroll.latestKept,
    rtwChecks: related.rtwCheckIds.length,
    rtwDocuments: related.rtwDocumentIds.length,
    otherDocuments: related.otherDocumentIds.length,
    communicationLogs: related.logIds.length,
    tickets: related.ticketIds.length,
    agencyComments: related.commentIds.length,
    notifications,
    importRecords,
    reports,
    auditEntries: redactions(audit).length,
  });
  const rtwKept = rtwStillKept(p45Date, periods, today);
  return { periods, payCutoff, related, payroll, audit, plan, rtwKept };
}

/** Why the worker cannot be erased now, or null: a legal hold in force (its own or its agency's), or not left. */
async function refusalOf(db: DbOrTx, worker: repo.LockedWorker, today: string): Promise<string | null> {
  const held = await repo.holdOn(db, worker, today);
  if (held === 'worker') return erasureMessages.workerHeld;
  if (held === 'agency') return erasureMessages.agencyHeld;
  if (worker.status !== 'left' || !worker.p45Date) return erasureMessages.notLeft;
  return null;
}

/** GET /api/admin/workers/{id}/erasure: the plan of a worker not erased, or the restricted record of an erased one. */
export async function getWorkerErasure(ctx: AppContext, id: number): Promise<WorkerErasureAnswer> {
  const worker = await repo.readWorker(ctx.db, id);
  if (!worker || (worker.deletedAt !== null && worker.erasedAt === null)) throw notFound(erasureMessages.notFound);
  if (worker.erasedAt !== null) return erasedAnswer(ctx.db, worker);
  const today = todayInLondon(ctx.now());
  const found = await survey(ctx.db, worker, today);
  return { workerId: id, erasure: null, plan: { ...found.plan, refusal: await refusalOf(ctx.db, worker, today) } };
}

async function erasedAnswer(db: DbOrTx, worker: repo.LockedWorker): Promise<WorkerErasureAnswer> {
  const [erasure, records, periods] = await Promise.all([
    repo.readErasure(db, worker.id),
    repo.readKeptRecords(db, worker.id),
    retentionPeriods(db),
  ]);
  if (!erasure) throw notFound(erasureMessages.notFound);
  const identity =
    erasure.firstName || erasure.lastName || erasure.niNumber || erasure.dateOfBirth
      ? {
          firstName: erasure.firstName,
          lastName: erasure.lastName,
          dateOfBirth: erasure.dateOfBirth,
          niNumber: erasure.niNumber,
        }
      : null;
  const keeps = keptLines({
    p45Date: worker.p45Date ?? todayInLondon(erasure.erasedAt),
    periods,
    erasedOn: todayInLondon(erasure.erasedAt),
    payrollRecords: records.payrollRecords.length,
    latestPayDate: records.payrollRecords[0]?.payDate ?? null,
    rtwRecords: records.rtwChecks.length + records.rtwDocuments.length,
    identity: identity !== null,
  });
  return {
    workerId: worker.id,
    erasure: {
      erasedAt: erasure.erasedAt.toISOString(),
      erasedByName: erasure.erasedByName,
      identity,
      removed: erasure.removed.map((line) => ({ what: line.what, count: line.count, until: null, law: null })),
      keeps,
      records,
    },
    plan: null,
  };
}

/**
 * POST /api/admin/workers/{id}/erasure: in one transaction under the worker's row lock, so two at
 * once give one erasure and one 409, and a legal hold placed meanwhile is either seen or waits. The
 * worker is found first (404; a deleted worker too: restore it first), then a fresh sign-in is asked
 * (403), then a legal hold in force or a worker who has not left refuses (409 naming the reason).
 */
export async function eraseWorker(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<WorkerErasureAnswer> {
  const now = ctx.now();
  const today = todayInLondon(now);
  const { files, afterCommit } = await ctx.db.transaction(async (tx) => {
    const worker = await repo.lockWorker(tx, id);
    if (!worker || (worker.deletedAt !== null && worker.erasedAt === null)) throw notFound(erasureMessages.notFound);
    requireFreshSignIn(user);
    if (worker.erasedAt !== null) throw new AppError('CONFLICT', erasureMessages.alreadyErased);
    const refusal = await refusalOf(tx, worker, today);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const found = await survey(tx, worker, today);
    const { related, plan } = found;
    const keptIdentity = plan.keeps.some((line) => line.what.startsWith('Name'));

    await repo.insertErasure(tx, {
      workerId: id,
      erasedAt: now,
      erasedBy: user.id,
      ...(keptIdentity
        ? {
            firstName: worker.firstName,
            lastName: worker.lastName,
            dateOfBirth: worker.dateOfBirth,
            niNumber: worker.niNumber,
          }
        : {}),
      removed: plan.removes.map((line) => ({ what: line.what, count: line.count })),
    });
    if (!(await repo.eraseWorkerRow(tx, id, user.id, now)))
      throw new AppError('CONFLICT', erasureMessages.alreadyErased);

    const documentFiles = await repo.deleteDocuments(tx, [
      ...related.otherDocumentIds,
      ...(found.rtwKept ? [] : related.rtwDocumentIds),
    ]);
    const evidenceFiles = found.rtwKept ? [] : await repo.deleteRtwChecks(tx, related.rtwCheckIds);
    await repo.deleteDuePayroll(tx, id, found.payCutoff);
    await repo.removeRelated(tx, id, related);
    const reports = await removeReportsListing(ctx, tx, worker.agencyId);
    const redacted = redactions(found.audit);
    await repo.redactAuditEntries(tx, redacted);
    await recordAudit(tx, {
      actor: user,
      action: 'erase',
      entityType: 'worker',
      entityId: id,
      changes: auditCounts(plan, found, reports.removedReports, redacted.length, keptIdentity),
      ip: meta.ip,
    });
    return { files: [...documentFiles, ...evidenceFiles], afterCommit: reports.afterCommit };
  });
  await removeStoredFiles(ctx, files);
  await afterCommit();
  // The id only (docs/operations.md, "Data and backups"): a restore from an older backup erases these again.
  ctx.log.info({ workerId: id }, 'worker erased');
  return getWorkerErasure(ctx, id);
}

/** The erasure's one audit entry: how many of each went and stayed, never a value. */
function auditCounts(
  plan: ErasurePlan,
  found: Awaited<ReturnType<typeof survey>>,
  removedReports: number,
  redactedAuditEntries: number,
  keptIdentity: boolean,
) {
  const { related } = found;
  const rtwRecords = found.rtwKept ? related.rtwCheckIds.length : 0;
  const rtwDocuments = found.rtwKept ? related.rtwDocumentIds.length : 0;
  const notifications = plan.removes.find((line) => line.what.startsWith('Notifications'))?.count ?? 0;
  const importRecords = plan.removes.find((line) => line.what.startsWith('Values a bulk import'))?.count ?? 0;
  return [
    {
      field: 'removedDocuments',
      to: related.otherDocumentIds.length + (found.rtwKept ? 0 : related.rtwDocumentIds.length),
    },
    { field: 'removedCommunicationLogs', to: related.logIds.length },
    { field: 'removedTickets', to: related.ticketIds.length },
    { field: 'anonymisedAgencyComments', to: related.commentIds.length },
    { field: 'removedNotifications', to: notifications },
    { field: 'removedImportRecords', to: importRecords },
    { field: 'removedReports', to: removedReports },
    { field: 'redactedAuditEntries', to: redactedAuditEntries },
    { field: 'keptPayrollRecords', to: found.payroll.kept },
    { field: 'keptRtwChecks', to: rtwRecords },
    { field: 'keptRtwDocuments', to: rtwDocuments },
    { field: 'keptIdentity', to: keptIdentity },
  ];
}
