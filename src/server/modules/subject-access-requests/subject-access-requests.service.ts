import type { Readable } from 'node:stream';
import {
  sarMessages,
  type SarChangesBody,
  type SarCreateBody,
  type SarCreated,
  type SarListAnswer,
  type SarListQuery,
  type SubjectAccessRequest,
} from '../../../shared/api/subject-access-requests.ts';
import { addDays, todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { sarReminderStep, sarReminderTitle } from '../../../shared/domain/notifications.ts';
import { SAR_REMINDER_DAYS, sarDaysLeft, sarDueDate, type SarStatus } from '../../../shared/domain/subject-access.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import { fileStoreFor } from '../../lib/file-store.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notifySarReminders, type NotifyDeps } from '../notifications/notifications.service.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import { filesOf, streamPack, withoutSecrets } from './subject-access-pack.ts';
import * as packRepo from './subject-access-pack.repository.ts';
import { packSummary } from './subject-access-summary.ts';
import * as repo from './subject-access-requests.repository.ts';

/**
 * Subject access requests (docs/domain.md, "Subject access requests"; UK GDPR Art. 15): the
 * register (record, list, extend once, complete) and the pack. Admins only (the routes' access).
 */

const ENTITY = 'subject_access_request';

function toAnswer(row: repo.SarListed, today: string): SubjectAccessRequest {
  return {
    id: row.id,
    workerId: row.workerId,
    workerName: row.workerName,
    receivedDate: row.receivedDate,
    dueDate: row.dueDate,
    daysLeft: sarDaysLeft(row.dueDate, today),
    requestedBy: row.requestedBy,
    extended:
      row.extendedAt && row.extensionReason
        ? { reason: row.extensionReason, until: row.dueDate, at: row.extendedAt.toISOString() }
        : null,
    status: row.status as SarStatus,
    handledBy: row.handledBy,
    handledByName: row.handledByName,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST: the worker must exist (400 naming workerId otherwise), the received date not be after today. */
export async function recordSar(
  ctx: AppContext,
  user: SessionUser,
  body: SarCreateBody,
  meta: RequestMeta,
): Promise<SarCreated> {
  const receivedDate = body.receivedDate;
  if (receivedDate > todayInLondon(ctx.now()))
    throw new AppError('VALIDATION_ERROR', sarMessages.receivedInFuture, [
      { field: 'receivedDate', message: sarMessages.receivedInFuture },
    ]);
  return ctx.db.transaction(async (tx) => {
    // The worker's row is locked so it cannot be removed before the request refers to it.
    await findVisibleWorker({ db: tx }, user, body.workerId, { lock: true }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('VALIDATION_ERROR', sarMessages.workerNotFound, [
          { field: 'workerId', message: sarMessages.workerNotFound },
        ]);
      throw error;
    });
    const created = await repo.insertRequest(tx, {
      workerId: body.workerId,
      receivedDate,
      dueDate: sarDueDate(receivedDate),
      requestedBy: body.requestedBy,
      createdBy: user.id,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'sar_create',
      entityType: ENTITY,
      entityId: created.id,
      changes: [
        { field: 'workerId', to: created.workerId },
        { field: 'receivedDate', to: created.receivedDate },
        { field: 'dueDate', to: created.dueDate },
        ...(created.requestedBy ? [{ field: 'requestedBy' }] : []),
      ],
      ip: meta.ip,
    });
    return { id: created.id, dueDate: created.dueDate };
  });
}

/** GET: a page of the register, the latest due date first, optionally one status. */
export async function listSars(ctx: AppContext, query: SarListQuery): Promise<SarListAnswer> {
  const status = query.status || undefined;
  const offset = (query.page - 1) * query.limit;
  const [total, rows] = await Promise.all([
    repo.countRequests(ctx.db, status),
    repo.listRequests(ctx.db, { status, limit: query.limit, offset }),
  ]);
  const today = todayInLondon(ctx.now());
  return { requests: rows.map((r) => toAnswer(r, today)), total, page: query.page, limit: query.limit };
}

async function findOrFail(db: DbOrTx, id: number): Promise<repo.SarListed> {
  const row = await repo.findRequest(db, id);
  if (!row) throw notFound(sarMessages.notFound);
  return row;
}

/**
 * PATCH: extend (once, while open: due three months after receipt), complete (while open; handled
 * by the caller unless handledBy says otherwise), or name who handled it. All in one transaction,
 * each by a conditional update, so a second extension or completion at once is refused (409).
 */
export async function changeSar(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: SarChangesBody,
  meta: RequestMeta,
): Promise<SubjectAccessRequest> {
  await ctx.db.transaction(async (tx) => {
    const before = await findOrFail(tx, id);
    if (body.handledBy !== undefined && !(await repo.userExists(tx, body.handledBy)))
      throw new AppError('VALIDATION_ERROR', sarMessages.handlerNotFound, [
        { field: 'handledBy', message: sarMessages.handlerNotFound },
      ]);
    const audit = (action: string, changes: FieldChange[]) =>
      recordAudit(tx, { actor: user, action, entityType: ENTITY, entityId: id, changes, ip: meta.ip });
    if (body.extensionReason !== undefined) {
      const dueDate = sarDueDate(before.receivedDate, true);
      const extended = await repo.extendRequest(tx, id, {
        dueDate,
        extensionReason: body.extensionReason,
        extendedAt: ctx.now(),
      });
      if (!extended) throw refusal(before);
      await audit('sar_extend', [
        { field: 'dueDate', from: before.dueDate, to: dueDate },
        { field: 'extensionReason' },
      ]);
    }
    if (body.status === 'completed') {
      const handledBy = body.handledBy ?? user.id;
      const completed = await repo.completeRequest(tx, id, { handledBy, completedAt: ctx.now() });
      if (!completed) throw new AppError('CONFLICT', sarMessages.alreadyCompleted);
      await audit('sar_complete', [
        { field: 'status', from: before.status, to: 'completed' },
        { field: 'handledBy', from: before.handledBy, to: handledBy },
      ]);
    } else if (body.handledBy !== undefined && body.handledBy !== before.handledBy) {
      await repo.setHandler(tx, id, body.handledBy);
      await audit('update', [{ field: 'handledBy', from: before.handledBy, to: body.handledBy }]);
    }
  });
  return toAnswer(await findOrFail(ctx.db, id), todayInLondon(ctx.now()));
}

/**
 * The daily reminders of subject access requests (docs/domain.md, "Notifications"; the job
 * daily-reminders): to every admin, 7 days and 1 day before the due date, then each day while the
 * request is overdue and open. One transaction: each (admin, request, step) is made once by the
 * notifications' unique key, however often the run fires; e-mails go after the commit.
 */
export async function makeSarReminders(
  deps: NotifyDeps,
  db: AppContext['db'],
  today: string,
): Promise<{ created: number; immediateMails: number }> {
  const due = await repo.listRemindersDue(db, today);
  const reminders = due.flatMap((request) => {
    const daysLeft = sarDaysLeft(request.dueDate, today);
    const step = sarReminderStep(daysLeft, request.dueDate);
    return step ? [{ requestId: request.id, step, title: sarReminderTitle(request.workerName, daysLeft) }] : [];
  });
  if (reminders.length === 0) return { created: 0, immediateMails: 0 };
  const delivery = await db.transaction((tx) => notifySarReminders(deps, tx, reminders));
  await delivery.afterCommit();
  return { created: delivery.created, immediateMails: delivery.mails };
}

/** Why an extension was refused, as the request was read. */
const refusal = (row: repo.SarRow) =>
  new AppError('CONFLICT', row.status === 'completed' ? sarMessages.alreadyCompleted : sarMessages.alreadyExtended);

/**
 * Every table's rows about the worker: the worker's row, then the foreign-key walk from it (each
 * table whose single-column foreign key points into rows already taken, so evidence follows its
 * checks), then tickets, the audit trail and imports. A table reached twice gets the rows of both
 * ways once. Secret columns are left out.
 */
async function collectTables(db: DbOrTx, worker: packRepo.PackRow, workerId: number) {
  const tables = new Map<string, packRepo.PackRow[]>([['workers', [worker]]]);
  const foreignKeys = await packRepo.listForeignKeys(db);
  const queue = ['workers'];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const fk of foreignKeys.filter((k) => k.refTable === parent && k.table !== 'workers')) {
      const values = [...new Set(tables.get(parent)!.map((row) => row[fk.refColumn]))].filter((v) => v != null);
      const rows = await packRepo.readReferringRows(db, fk, values);
      const held = tables.get(fk.table);
      if (!held) {
        tables.set(fk.table, rows);
        queue.push(fk.table);
        continue;
      }
      const seen = new Set(held.map((r) => JSON.stringify(r)));
      held.push(...rows.filter((r) => !seen.has(JSON.stringify(r))));
    }
  }
  const { tickets, comments } = await packRepo.readTickets(db, workerId);
  const { batches, rows } = await packRepo.readImportRows(db, workerId);
  tables.set('tickets', tickets);
  tables.set('ticket_comments', comments);
  tables.set('audit_log', await packRepo.readAuditEntries(db, workerId));
  tables.set('worker_import_batch_workers', batches);
  tables.set('worker_import_rows', rows);
  return new Map([...tables].map(([table, tableRows]) => [table, tableRows.map(withoutSecrets)] as const));
}

export type SarPack = { fileName: string; stream: Readable };

/**
 * GET .../pack: asks a fresh sign-in, reads every row about the worker in one read-only
 * transaction (one consistent picture), audits the export, then streams the .zip; the stored
 * files are read while it is written.
 */
export async function startSarPack(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<SarPack> {
  const request = await findOrFail(ctx.db, id);
  requireFreshSignIn(user);
  if (request.workerId === null) throw new AppError('CONFLICT', sarMessages.workerRemoved);
  const workerId = request.workerId;
  const tables = await ctx.db.transaction(
    async (tx) => {
      const worker = await packRepo.readWorkerRow(tx, workerId);
      if (!worker) throw new AppError('CONFLICT', sarMessages.workerRemoved);
      return collectTables(tx, worker, workerId);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files = filesOf(tables);
  await recordAudit(ctx.db, {
    actor: user,
    action: 'sar_export',
    entityType: ENTITY,
    entityId: id,
    changes: [
      { field: 'workerId', to: workerId },
      { field: 'tables', to: tables.size },
      { field: 'rows', to: [...tables.values()].reduce((n, rows) => n + rows.length, 0) },
      { field: 'files', to: files.length },
    ],
    ip: meta.ip,
  });
  const today = todayInLondon(ctx.now());
  const worker = tables.get('workers')![0]!;
  const nameOf = (value: unknown) => (typeof value === 'string' ? value : '');
  const workerName = `${nameOf(worker.first_name)} ${nameOf(worker.last_name)}`.trim();
  const stream = streamPack(fileStoreFor(ctx.config), {
    tables,
    files,
    summary: (manifest) =>
      packSummary(
        { requestId: id, workerName, receivedDate: request.receivedDate, dueDate: request.dueDate, today, tables },
        manifest,
      ),
  });
  return { fileName: `subject-access-request-${id}-${today}.zip`, stream };
}

/**
 * My Work (docs/domain.md, "My work"): open requests due within the reminder's days or overdue,
 * soonest first, a page at a time.
 */
export async function listSarsDueSoon(
  ctx: AppContext,
  page: { limit: number; offset: number },
): Promise<{ items: { id: number; workerName: string | null; dueDate: string }[]; total: number }> {
  const until = addDays(todayInLondon(ctx.now()), SAR_REMINDER_DAYS);
  const { rows, total } = await repo.pageOpenDueBy(ctx.db, { until, ...page });
  return { items: rows, total };
}
