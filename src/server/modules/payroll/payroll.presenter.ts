import type { PayrollBatch, PayrollRecord } from '../../../shared/api/payroll.ts';
import type { BatchRow, RecordRow } from './payroll.repository.ts';

/** Money answers in pounds with two decimals (docs/domain.md); pence stay in the database. */
const pounds = (pence: number) => pence / 100;

export const toPayrollRecord = (row: RecordRow): PayrollRecord => ({
  id: row.id,
  niNumber: row.niNumber,
  payDate: row.payDate,
  grossPay: pounds(row.grossPence),
  tax: pounds(row.taxPence),
  ni: pounds(row.niPence),
  pension: pounds(row.pensionPence),
  netPay: pounds(row.netPence),
  fee: pounds(row.feePence),
  weekEnding: row.weekEnding,
  workerId: row.workerId,
  workerName: `${row.firstName} ${row.lastName}`,
  agencyId: row.agencyId,
  payrollCompanyId: row.payrollCompanyId,
  batchId: row.batchId,
});

export const toPayrollBatch = (row: BatchRow): PayrollBatch => ({
  id: row.id,
  weekEnding: row.weekEnding,
  fileName: row.fileName,
  uploadedBy: row.uploadedBy,
  uploadedByName: row.uploadedByName,
  createdAt: row.createdAt.toISOString(),
  rows: row.rowCount,
  added: row.addedCount,
  updated: row.updatedCount,
  warningCount: row.warningCount,
  existingWeek: row.existingWeek,
  replaced: row.replacedCount,
  variances: row.variances,
});
