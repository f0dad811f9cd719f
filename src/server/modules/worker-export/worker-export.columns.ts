import { calendarDay, type CellValue, type SheetColumn } from '../../lib/xlsx-writer.ts';
import { wk1Mth1Bases, workerFieldLabel, type WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ExportedWorker } from './worker-export.repository.ts';

/** Dates are calendar days: date cells in .xlsx (sortable, filterable), DD/MM/YYYY in CSV (issue 9 item 10). */
const day = calendarDay;

/** Wk1/Mth1 basis under its label ('Week 1 / Month 1', 'Cumulative'), as the forms show it (issue 9 item 10). */
const basisLabels: Record<string, string> = Object.fromEntries(wk1Mth1Bases.map((b) => [b.value, b.label]));
const basisLabel = (code: string | null): string | null => (code === null ? null : (basisLabels[code] ?? code));

const statusLabels: Record<WorkerStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  on_hold: 'On Hold',
  left: 'Left',
};

type ExportColumn = SheetColumn & { value: (worker: ExportedWorker) => CellValue };

/** A worker field under its label from the worker field table. */
const field = (
  name: WorkerTextField,
  width?: number,
  show: (value: string | null) => CellValue = (v) => v,
): ExportColumn => ({
  header: workerFieldLabel(name),
  ...(width === undefined ? {} : { width }),
  value: (w) => show(w[name]),
});
const dateField = (name: WorkerTextField, width: number) => field(name, width, day);

/**
 * The columns of the worker export: every field of a worker, with its agency and payroll company
 * by name, under the labels the screens use (the worker field table). NI category stays its code (A);
 * Wk1/Mth1 basis is written as its label, and dates as dates. NI numbers and bank details are included: the
 * office needs them for payroll (they never reach a log).
 */
export const workerExportColumns: readonly ExportColumn[] = [
  { header: 'ID', width: 8, value: (w) => w.id },
  field('title', 7),
  field('initial', 7),
  field('firstName'),
  field('lastName'),
  field('gender', 12),
  field('maritalStatus'),
  field('nationality'),
  dateField('dateOfBirth', 12),
  field('email', 30),
  field('phone', 13),
  field('addressLine1', 25),
  field('addressLine2', 20),
  field('addressLine3', 20),
  field('city'),
  field('county'),
  field('postCode', 10),
  field('niNumber', 12),
  field('niCategory', 11),
  field('taxCode', 10),
  field('wk1Mth1Basis', 14, basisLabel),
  field('paymentFrequency', 17),
  field('sortCode', 10),
  field('accountNumber', 15),
  field('accountName', 20),
  field('bacsReference', 18),
  field('immigrationShareCode', 20),
  field('employeeReference', 18),
  field('worksReference', 16),
  dateField('workStartDate', 14),
  { header: workerFieldLabel('agencyId'), width: 28, value: (w) => w.agencyName },
  { header: workerFieldLabel('payrollCompanyId'), width: 28, value: (w) => w.payrollCompanyName },
  { header: 'Completion %', width: 12, value: (w) => w.completionPercentage },
  { header: 'Authorised', width: 10, value: (w) => (w.authorised ? 'Yes' : 'No') },
  { header: 'Authorised Date', width: 14, value: (w) => day(w.authorisedOn) },
  { header: 'Status', width: 10, value: (w) => statusLabels[w.status as WorkerStatus] ?? w.status },
  dateField('p45Date', 12),
  { header: 'Added Via', width: 10, value: (w) => w.addedVia },
  field('notes', 40),
  { header: 'Created', width: 12, value: (w) => day(w.createdOn) },
  { header: 'Last Updated', width: 12, value: (w) => day(w.updatedOn) },
];

export const workerExportRow = (worker: ExportedWorker): CellValue[] => workerExportColumns.map((c) => c.value(worker));
