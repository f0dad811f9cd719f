import fs from 'node:fs';
import type { Multipart } from '@fastify/multipart';
import {
  PAYROLL_MAX_BYTES,
  PAYROLL_MAX_FINDINGS,
  payrollMessages,
  payrollUploadFields,
  type PayrollUploadAnswer,
} from '../../../shared/api/payroll.ts';
import type { PayrollFinding } from '../../../shared/domain/payroll-rows.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { receiveUpload, uploadStagingDir, type UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { findPayrollWorkers } from '../workers/workers-figures.service.ts';
import { byRow, columnPositions, matchWorkers, readRows, type CheckedRow } from './payroll-checks.ts';
import { readPayrollFile } from './payroll-file.ts';
import * as repo from './payroll-upload.repository.ts';

type Meta = { ip: string | null };

/** The file comes as `file`, named .csv (the bytes are checked by readPayrollFile), up to 20 MB. */
const payrollUploadRules: UploadRules = {
  fileFields: new Set(['file']),
  kinds: { csv: { detected: 'csv', ext: 'csv', mimeType: 'text/csv' } },
  maxFileBytes: PAYROLL_MAX_BYTES,
  messages: {
    invalidFileType: payrollMessages.invalidFileType,
    tooLarge: payrollMessages.tooLarge,
    incompleteUpload: payrollMessages.incompleteUpload,
  },
};

const firstFindings = (findings: PayrollFinding[]) => findings.sort(byRow).slice(0, PAYROLL_MAX_FINDINGS);

/** The 400 of DECISIONS section 5 "Payroll": { message, code, errors: [{ row, field, message }] }, nothing saved. */
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

type ReadRecord = ReturnType<typeof readRows>['records'][number];

/**
 * POST /api/payroll-records/upload (part 3 sections 5 and 7; DECISIONS sections 4 and 5): the
 * whole file is checked first; with any error nothing is saved. Then one transaction: the batch,
 * the workers found and locked by NI number (any error: nothing saved), every record upserted on (worker, pay date), the counts, the audit entry (counts only).
 */
export async function uploadPayroll(
  ctx: AppContext,
  user: SessionUser,
  parts: AsyncIterable<Multipart>,
  meta: Meta,
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
    const weekEnding = payrollUploadFields.safeParse({ weekEnding: fields.weekEnding });
    if (!weekEnding.success) throw badRequest(weekEnding.error.issues[0]!.message);
    if (!file) throw badRequest(emptyFile ? payrollMessages.emptyFile : payrollMessages.noFile);
    const { headers, rows } = await readPayrollFile(file.path, file.originalName);
    const { records, errors } = readRows(rows, columnPositions(headers));
    return await saveUpload(ctx, user, {
      weekEnding: weekEnding.data.weekEnding,
      fileName: file.originalName,
      records,
      fileErrors: errors,
      meta,
    });
  } finally {
    if (file) await fs.promises.rm(file.path, { force: true });
  }
}

async function saveUpload(
  ctx: AppContext,
  user: SessionUser,
  upload: { weekEnding: string; fileName: string; records: ReadRecord[]; fileErrors: PayrollFinding[]; meta: Meta },
): Promise<PayrollUploadAnswer> {
  return ctx.db.transaction(async (tx) => {
    // The workers are found, and locked, inside the transaction: one deleted meanwhile is an
    // unknown NI number (a row error, nothing saved), never a foreign-key failure.
    const workers = await findPayrollWorkers(tx, [...new Set(upload.records.map((r) => r.niNumber))]);
    const matched = matchWorkers(upload.records, workers);
    const errors = [...upload.fileErrors, ...matched.errors];
    if (errors.length > 0) throw rowErrors(errors);
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
    await repo.setBatchCounts(tx, batchId, { addedCount: added, updatedCount: updated, warningCount, warnings });
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
    };
  });
}
