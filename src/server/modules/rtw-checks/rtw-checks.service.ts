import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  MAX_RTW_EVIDENCE_FILES,
  rtwCheckFields,
  rtwCheckMessages,
  type RtwCheck,
  type RtwCheckFields,
  type RtwChecksAnswer,
} from '../../../shared/api/rtw-checks.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { hasPermission } from '../../../shared/domain/permissions.ts';
import { personName } from '../../../shared/domain/people.ts';
import {
  followUpDate,
  isShareCodeStale,
  rtwMessages,
  rtwStanding,
  type RtwCheckFacts,
} from '../../../shared/domain/right-to-work.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { removeStoredFiles } from '../../lib/file-store.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  openStoredFile,
  receiveCheckedDocuments,
  type StoredDocumentFile,
} from '../documents/document-files.service.ts';
import { setRightToWorkStanding } from '../workers/workers.service.ts';
import { findVisibleWorker, WORKER_NOT_FOUND } from '../workers/workers-list.service.ts';
import { toRtwCheck } from './rtw-checks.presenter.ts';
import * as repo from './rtw-checks.repository.ts';

/**
 * Right-to-work checks (docs/domain.md, "Right-to-work checks"): append-only records of a worker,
 * each with its own follow-up date; the worker keeps the standing's inputs of the latest passing
 * check. Every staff role reads and records; a client user reads its own agency's workers' checks.
 */

export const EVIDENCE_NOT_FOUND = 'Evidence file not found';
/** The form field the evidence files come under. */
export const EVIDENCE_FIELD = 'evidence';

/** Staff who may upload worker documents may record checks; a client user only reads (docs/domain.md). */
const mayRecordChecks = (role: string) => role !== 'client' && hasPermission(role, 'workers');

/** GET /api/workers/{id}/rtw-checks: the standing today (the app's clock) and every check, latest first. */
export async function listRtwChecks(ctx: AppContext, user: SessionUser, workerId: number): Promise<RtwChecksAnswer> {
  await findVisibleWorker(ctx, user, workerId);
  const rows = await repo.listChecksOfWorker(ctx.db, workerId);
  const evidence = await repo.listEvidenceOfChecks(
    ctx.db,
    rows.map((r) => r.id),
  );
  const standing = rtwStanding(rows.map(factsOf), todayInLondon(ctx.now()));
  return {
    rtwStatus: standing.status,
    rtwFollowUpDate: standing.followUpDate,
    rtwReviewNeeded: standing.reviewNeeded,
    checks: rows.map((row) =>
      toRtwCheck(
        row,
        row.checkedByName,
        evidence.filter((e) => e.checkId === row.id),
      ),
    ),
  };
}

const factsOf = (row: Pick<repo.RtwCheckRow, keyof RtwCheckFacts | 'id'>): RtwCheckFacts & { id: number } => ({
  id: row.id,
  method: row.method as RtwCheckFacts['method'],
  checkDate: row.checkDate,
  permissionEndDate: row.permissionEndDate,
  noticeDate: row.noticeDate,
  applicationPending: row.applicationPending,
  outcome: row.outcome as RtwCheckFacts['outcome'],
});

/** The body as sent: JSON (already read) or a multipart stream of fields and evidence files. */
export type RtwCheckBody = { json: unknown } | { parts: AsyncIterable<Multipart> };

/**
 * POST /api/workers/{id}/rtw-checks. Another agency's worker answers 404, a client user's own
 * agency's 403. The fields are checked (shared rtwCheckFields, then a check date after today and a
 * stale share code are refused); the evidence files under the worker documents' rules. The check,
 * its evidence rows, the worker's standing and the audit entry are written in one transaction under
 * the worker's row lock; if it fails, the stored files are removed.
 */
export async function recordRtwCheck(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
  body: RtwCheckBody,
  meta: RequestMeta,
): Promise<RtwCheck> {
  await findVisibleWorker(ctx, user, workerId);
  if (!mayRecordChecks(user.role)) throw forbidden();
  const { fields, stored } =
    'parts' in body
      ? await receiveCheckedDocuments(ctx, body.parts, {
          fileField: EVIDENCE_FIELD,
          maxFiles: MAX_RTW_EVIDENCE_FILES,
          tooManyFiles: rtwCheckMessages.tooManyFiles,
        })
      : { fields: body.json ?? {}, stored: [] };
  try {
    const check = checkedFields(fields, todayInLondon(ctx.now()));
    return await ctx.db.transaction((tx) => writeCheck(tx, { user, workerId, check, stored, meta }));
  } catch (error) {
    await removeStoredFiles(
      ctx,
      stored.map((s) => s.storedName),
    );
    // The worker was deleted while the files were arriving.
    throw isForeignKeyViolation(error) ? notFound(WORKER_NOT_FOUND) : error;
  }
}

/** The fields as the shared schema reads them, then the server's own refusals. */
function checkedFields(raw: unknown, today: string): RtwCheckFields {
  const parsed = rtwCheckFields.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
  }
  const check = parsed.data;
  if (check.checkDate > today) throw badRequest(rtwCheckMessages.checkDateInFuture);
  if (check.shareCode && check.shareCodeGivenOn && isShareCodeStale(check.shareCodeGivenOn, check.checkDate))
    throw badRequest(rtwMessages.shareCodeStale);
  return check;
}

async function writeCheck(
  tx: Tx,
  {
    user,
    workerId,
    check,
    stored,
    meta,
  }: { user: SessionUser; workerId: number; check: RtwCheckFields; stored: StoredDocumentFile[]; meta: RequestMeta },
): Promise<RtwCheck> {
  // Two checks of one worker at once: the second waits here, then sees the first among all checks.
  const worker = await findVisibleWorker({ db: tx }, user, workerId, { lock: true });
  const created = await repo.insertCheck(tx, {
    workerId,
    ...check,
    followUpDate: followUpDate(check),
    checkedBy: user.id,
  });
  const evidence = await repo.insertEvidence(
    tx,
    stored.map((s) => ({
      checkId: created.id,
      storedFileName: s.storedName,
      originalFileName: s.originalName,
      mimeType: s.mimeType,
      sizeBytes: s.sizeBytes,
    })),
  );
  // The standing's inputs do not depend on the day: any day gives the same latest passing check.
  const standing = rtwStanding((await repo.listStandingFacts(tx, workerId)).map(factsOf), check.checkDate);
  const after = {
    rtwChecked: standing.status !== 'none',
    rtwFollowUpDate: standing.followUpDate,
    rtwReviewNeeded: standing.reviewNeeded,
  };
  await setRightToWorkStanding({ db: tx, workerId, ...after });
  await recordAudit(tx, {
    actor: user,
    action: 'rtw_check',
    entityType: 'worker',
    entityId: workerId,
    changes: auditChanges(created, evidence.length, { before: worker, after }),
    ip: meta.ip,
  });
  return toRtwCheck(created, personName(user) || null, evidence);
}

type Standing = { rtwChecked: boolean; rtwFollowUpDate: string | null; rtwReviewNeeded: boolean };

/** The check's facts and the worker's standing before and after; the share code and restrictions only as given. */
function auditChanges(
  created: repo.RtwCheckRow,
  evidenceFiles: number,
  { before, after }: { before: Standing; after: Standing },
): FieldChange[] {
  return [
    { field: 'rtwCheckId', to: created.id },
    { field: 'rtwMethod', to: created.method },
    { field: 'rtwCheckDate', to: created.checkDate },
    { field: 'rtwOutcome', to: created.outcome },
    { field: 'rtwPermissionEndDate', to: created.permissionEndDate },
    { field: 'rtwNoticeDate', to: created.noticeDate },
    { field: 'rtwApplicationPending', to: created.applicationPending },
    { field: 'rtwCheckFollowUpDate', to: created.followUpDate },
    { field: 'rtwEvidenceFiles', to: evidenceFiles },
    ...(created.shareCode
      ? [{ field: 'rtwShareCode' }, { field: 'rtwShareCodeGivenOn', to: created.shareCodeGivenOn }]
      : []),
    ...(created.restrictions ? [{ field: 'rtwRestrictions' }] : []),
    { field: 'rtwChecked', from: before.rtwChecked, to: after.rtwChecked },
    { field: 'rtwFollowUpDate', from: before.rtwFollowUpDate, to: after.rtwFollowUpDate },
    ...(before.rtwReviewNeeded !== after.rtwReviewNeeded
      ? [{ field: 'rtwReviewNeeded', from: before.rtwReviewNeeded, to: after.rtwReviewNeeded }]
      : []),
  ];
}

export type EvidenceDownload = { stream: Readable; sizeBytes: number; mimeType: string; fileName: string };

/** GET .../rtw-checks/{checkId}/evidence/{evidenceId}: the file, to whoever may read the worker's checks. */
export async function openRtwEvidence(
  ctx: AppContext,
  user: SessionUser,
  ids: { workerId: number; checkId: number; evidenceId: number },
): Promise<EvidenceDownload> {
  await findVisibleWorker(ctx, user, ids.workerId);
  const row = await repo.findEvidence(ctx.db, ids);
  if (!row) throw notFound(EVIDENCE_NOT_FOUND);
  const { stream, sizeBytes } = await openStoredFile(ctx, row.storedFileName, row.id);
  return { stream, sizeBytes, mimeType: row.mimeType, fileName: row.originalFileName };
}
