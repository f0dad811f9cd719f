import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import {
  PAYROLL_MAX_BYTES,
  PAYROLL_MAX_FINDINGS,
  payrollMessages,
  payrollUploadFields,
  type ExistingWeekChoice,
  type PayrollReconciliation,
  type PayrollUploadAnswer,
} from '../../../shared/api/payroll.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { formatEnGbDate } from '../../../shared/domain/en-gb-dates.ts';
import { refusedCell, type PayrollFinding } from '../../../shared/domain/payroll-rows.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { receiveUpload, spreadsheetKinds, uploadStagingDir, type UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { inParts, type TurnTaking } from '../../lib/turn-taking.ts';
import { findPayrollWorkers } from '../workers/workers-figures.service.ts';
import { byRow, matchWorkers, readPayrollUpload, type CheckedRow } from './payroll-checks.ts';
import { reconcileUpload } from './payroll-reconciliation.ts';
import { deleteWeekEnding, lockWeekEnding } from './payroll-reconciliation.repository.ts';
import * as repo from './payroll-upload.repository.ts';

/** The file comes as `file`, named .csv or .xlsx (the bytes are checked by readPayrollFile), up to 20 MB. */
const payrollUploadRules: UploadRules = {
  fileFields: new Set(['file']),
  kinds: spreadsheetKinds,
  maxFileBytes: PAYROLL_MAX_BYTES,
  messages: {
    invalidFileType: payrollMessages.invalidFileType,
    tooLarge: payrollMessages.tooLarge,
    incompleteUpload: payrollMessages.incompleteUpload,
  },
};

const firstFindings = (findings: PayrollFinding[]) => findings.sort(byRow).slice(0, PAYROLL_MAX_FINDINGS);

/** The 400 of docs/domain.md "Payroll": { message, code, errors: [{ row, field, message }] }, nothing saved. */
const rowErrors = (errors: PayrollFinding[]) =>
  new AppError('VALIDATION_ERROR', payrollMessages.rowErrors, undefined, {
    errorCount: errors.length,
    errors: firstFindings(errors),
  });

const toSave = (row: CheckedRow, weekEnding: string, batchId: number): repo.RecordToSave => ({
  worker_id: row.worker.id,
  ni_number: row.niNumber,
  pay_date: row.payDate,
  week_ending: weekEnding,
  gross_pence: row.grossPence,
  tax_pence: row.taxPence,
  ni_pence: row.niPence,
  pension_pence: row.pensionPence,
  net_pence: row.netPence,
  fee_pence: row.worker.feePence ?? 0,
  agency_id: row.worker.agencyId,
  payroll_company_id: row.worker.payrollCompanyId,
  batch_id: batchId,
});

type ReadRecord = Awaited<ReturnType<typeof readPayrollUpload>>['records'][number];

/**
 * A worker's payment on a pay date belongs to one week (the unique (worker, pay date) of a record):
 * a row of this file that another week ending already holds is refused, naming that week, instead of
 * the record being moved silently out of it (docs/domain.md "Payroll": one week's upload never
 * changes another week).
 */
async function paidInOtherWeeks(
  db: DbOrTx,
  weekEnding: string,
  rows: readonly CheckedRow[],
  turns?: TurnTaking,
): Promise<PayrollFinding[]> {
  const pairs = rows.map((row) => ({ worker_id: row.worker.id, pay_date: row.payDate }));
  const held = await inParts(
    pairs,
    PRECHECK_PART_ROWS,
    (part) => repo.findRecordsInOtherWeeks(db, weekEnding, part),
    turns,
  );
  if (held.length === 0) return [];
  const weekOf = new Map(held.map((record) => [`${record.workerId} ${record.payDate}`, record.weekEnding]));
  return rows.flatMap((row) => {
    const other = weekOf.get(`${row.worker.id} ${row.payDate}`);
    if (!other) return [];
    const message = `This worker is already paid on this date in the week ending ${formatEnGbDate(other)}: upload that week again to change it`;
    return [refusedCell(row.row, 'payDate', row.payDate, message)];
  });
}

/**
 * The 409 of a file that needs a choice or a confirmation (issue 24 item 10): nothing saved; the
 * details carry the reconciliation, so the second request can be made knowingly.
 */
const confirmationRequired = (
  needs: { confirmVariances: boolean; existingWeek: boolean },
  reconciliation: PayrollReconciliation,
) =>
  new AppError(
    'PAYROLL_CONFIRMATION_REQUIRED',
    payrollMessages.needsConfirmation({ variances: needs.confirmVariances, existingWeek: needs.existingWeek }),
    { needs, reconciliation },
  );

/** What the upload was asked to do beyond saving a plain week. */
type UploadChoices = { confirmVariances: boolean; existingWeek: ExistingWeekChoice | undefined };

/**
 * POST /api/payroll-records/upload (docs/domain.md; issue 24
 * items 9-11): the whole file is checked first; with any error nothing is saved. Then one
 * transaction: the workers found and locked by NI number (any error: nothing saved), the file
 * reconciled with the previous weeks (variances not confirmed, or a week with records and no
 * choice: 409, nothing saved), the week's records removed on replace, the batch, every record
 * upserted on (worker, pay date), the counts, the audit entry (counts and variance keys only).
 */
export async function uploadPayroll(
  ctx: AppContext,
  user: SessionUser,
  parts: AsyncIterable<Multipart>,
  meta: RequestMeta,
): Promise<PayrollUploadAnswer> {
  const { fields, file, emptyFile } = await receiveUpload({
    parts,
    stagingDir: uploadStagingDir(ctx.config.dataDir),
    rules: payrollUploadRules,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw badRequest(error.message);
    throw error;
  });
  try {
    const form = payrollUploadFields.safeParse({
      weekEnding: fields.weekEnding,
      confirmVariances: fields.confirmVariances,
      existingWeek: fields.existingWeek,
    });
    if (!form.success) throw badRequest(form.error.issues[0]!.message);
    if (!file) throw badRequest(emptyFile ? payrollMessages.emptyFile : payrollMessages.noFile);
    const { records, errors } = await readPayrollUpload(file);
    return await saveUpload(ctx, user, {
      weekEnding: form.data.weekEnding,
      choices: { confirmVariances: form.data.confirmVariances, existingWeek: form.data.existingWeek },
      fileName: file.originalName,
      records,
      fileErrors: errors,
      meta,
    });
  } finally {
    if (file) await fs.promises.rm(file.path, { force: true });
  }
}

type UploadToSave = {
  weekEnding: string;
  choices: UploadChoices;
  fileName: string;
  records: ReadRecord[];
  fileErrors: PayrollFinding[];
  meta: RequestMeta;
};

/** NI numbers (or worker and pay date pairs) a query of the check before the transaction looks up. */
const PRECHECK_PART_ROWS = 2_000;

/**
 * Checks and saves an upload in one transaction: what is shown is what is saved. The same check runs
 * first outside any transaction, its lookups in parts (shorter while others are about) with a turn
 * for other requests between two (src/server/lib/turn-taking.ts): a file with errors, or one that
 * needs a confirmation, is answered without holding the database (PGlite's one connection) for the
 * length of a 50,000-row check.
 */
async function saveUpload(ctx: AppContext, user: SessionUser, upload: UploadToSave): Promise<PayrollUploadAnswer> {
  await checkUpload(ctx.db, user, upload, { turns: ctx.turns });
  // Saving asks a fresh sign-in (docs/domain.md, "Multi-factor sign-in"): a file with errors or a
  // choice still to make is answered first, so the question comes only when the week would be saved.
  requireFreshSignIn(user);
  return ctx.db.transaction(async (tx) => writeUpload(tx, user, upload, await checkUpload(tx, user, upload, { tx })));
}

/**
 * The upload's rows matched to workers and reconciled with the week; throws the row errors, or the
 * confirmations the caller has not given yet (variances, a week that already has records). Inside
 * the saving transaction (`tx`) it locks what it reads; before it (`turns`) it only reads.
 */
async function checkUpload(
  db: DbOrTx,
  user: SessionUser,
  upload: UploadToSave,
  mode: { tx: Tx } | { turns: TurnTaking },
) {
  const turns = 'turns' in mode ? mode.turns : undefined;
  // Inside the transaction the workers are found and locked: one deleted meanwhile is an
  // unknown NI number (a row error, nothing saved), never a foreign-key failure.
  const niNumbers = [...new Set(upload.records.map((r) => r.niNumber))];
  const workers = await inParts(
    niNumbers,
    PRECHECK_PART_ROWS,
    (part) => findPayrollWorkers(db, part, { lock: 'tx' in mode }),
    turns,
  );
  const matched = await matchWorkers(upload.records, workers, turns && (() => turns.between(0)));
  const errors = [...upload.fileErrors, ...matched.errors];
  if (errors.length > 0) throw rowErrors(errors);
  // Reconciled inside the transaction, after the workers and the week ending are locked: what is
  // shown is what is saved, and a second upload of the week waits and then finds this one's records.
  if ('tx' in mode) await lockWeekEnding(mode.tx, upload.weekEnding);
  const elsewhere = await paidInOtherWeeks(db, upload.weekEnding, matched.rows, turns);
  if (elsewhere.length > 0) throw rowErrors(elsewhere);
  const reconciliation = await reconcileUpload(db, {
    weekEnding: upload.weekEnding,
    rows: matched.rows,
    scope: agencyScopeOf(user),
  });
  const needs = {
    confirmVariances: reconciliation.variances.length > 0 && !upload.choices.confirmVariances,
    existingWeek: reconciliation.existingWeek !== null && !upload.choices.existingWeek,
  };
  if (needs.confirmVariances || needs.existingWeek) throw confirmationRequired(needs, reconciliation);
  const existingWeek = reconciliation.existingWeek ? upload.choices.existingWeek! : null;
  return { matched, reconciliation, existingWeek };
}

/** Writes a checked upload: the batch, its records (replacing the week's if so chosen), its counts and the audit entry. */
async function writeUpload(
  tx: Tx,
  user: SessionUser,
  upload: UploadToSave,
  { matched, reconciliation, existingWeek }: Awaited<ReturnType<typeof checkUpload>>,
): Promise<PayrollUploadAnswer> {
  const replaced = existingWeek === 'replace' ? await deleteWeekEnding(tx, upload.weekEnding) : 0;
  const warnings = firstFindings(matched.warnings);
  const batchId = await repo.insertBatch(tx, {
    weekEnding: upload.weekEnding,
    fileName: upload.fileName,
    uploadedBy: user.id,
    uploadedByName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    rowCount: matched.rows.length,
  });
  const { added, updated } = await repo.upsertRecords(
    tx,
    matched.rows.map((row) => toSave(row, upload.weekEnding, batchId)),
  );
  const warningCount = matched.warnings.length;
  const { variances } = reconciliation;
  await repo.setBatchCounts(tx, batchId, {
    addedCount: added,
    updatedCount: updated,
    warningCount,
    warnings,
    variances,
    existingWeek,
    replacedCount: replaced,
  });
  await recordAudit(tx, {
    actor: user,
    action: 'upload',
    entityType: 'payroll_upload_batch',
    entityId: batchId,
    changes: [
      { field: 'weekEnding', to: upload.weekEnding },
      { field: 'rows', to: matched.rows.length },
      { field: 'added', to: added },
      { field: 'updated', to: updated },
      { field: 'warnings', to: warningCount },
      { field: 'existingWeek', to: existingWeek },
      { field: 'replaced', to: replaced },
      { field: 'variances', to: variances.map((variance) => variance.key).join(', ') },
    ],
    ip: upload.meta.ip,
  });
  return {
    message: payrollMessages.uploaded,
    batchId,
    rows: matched.rows.length,
    added,
    updated,
    warningCount,
    warnings,
    existingWeek,
    replaced,
    variances,
    reconciliation,
  };
}
