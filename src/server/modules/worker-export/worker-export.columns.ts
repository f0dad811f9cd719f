import { calendarDay, type CellValue, type SheetColumn } from '../../lib/xlsx-writer.ts';
import { wk1Mth1Bases } from '../../../shared/domain/worker-fields.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ExportedWorker } from './worker-export.repository.ts';

/** Dates are calendar days: date cells in .xlsx (sortable, filterable), DD/MM/YYYY in CSV (issue 9 item 10). */
const day = calendarDay;

/** Wk1/Mth1 basis under its label ('Week 1 / Month 1', 'Cumulative'), as the forms show it (issue 9 item 10). */
const basisLabels: Record<string, string> = Object.fromEntries(wk1Mth1Bases.map((b) => [b.value, b.label]));
const basisLabel = (code: string | null): string | null => (code === null ? null : (basisLabels[code] ?? code));

const statusLabels: Record<WorkerStatus, string> = { active: 'Active', pending: 'Pending', on_hold: 'On Hold', left: 'Left' };

type ExportColumn = SheetColumn & { value: (worker: ExportedWorker) => CellValue };

/**
 * The columns of the worker export: every field of a worker, with its agency and payroll company
 * by name, under the labels the screens use. NI category stays its code (A); Wk1/Mth1 basis is
 * written as its label, and dates as dates. NI numbers and bank details are included: the
 * office needs them for payroll (they never reach a log).
 */
export const workerExportColumns: readonly ExportColumn[] = [
  { header: 'ID', width: 8, value: (w) => w.id },
  { header: 'Title', width: 7, value: (w) => w.title },
  { header: 'Initial', width: 7, value: (w) => w.initial },
  { header: 'First Name', value: (w) => w.firstName },
  { header: 'Last Name', value: (w) => w.lastName },
  { header: 'Gender', width: 12, value: (w) => w.gender },
  { header: 'Marital Status', value: (w) => w.maritalStatus },
  { header: 'Nationality', value: (w) => w.nationality },
  { header: 'Date of Birth', width: 12, value: (w) => day(w.dateOfBirth) },
  { header: 'Email', width: 30, value: (w) => w.email },
  { header: 'Phone', width: 13, value: (w) => w.phone },
  { header: 'Address Line 1', width: 25, value: (w) => w.addressLine1 },
  { header: 'Address Line 2', width: 20, value: (w) => w.addressLine2 },
  { header: 'Address Line 3', width: 20, value: (w) => w.addressLine3 },
  { header: 'City', value: (w) => w.city },
  { header: 'County', value: (w) => w.county },
  { header: 'Post Code', width: 10, value: (w) => w.postCode },
  { header: 'NI Number', width: 12, value: (w) => w.niNumber },
  { header: 'NI Category', width: 11, value: (w) => w.niCategory },
  { header: 'Tax Code', width: 10, value: (w) => w.taxCode },
  { header: 'Wk1/Mth1 Basis', width: 14, value: (w) => basisLabel(w.wk1Mth1Basis) },
  { header: 'Payment Frequency', width: 17, value: (w) => w.paymentFrequency },
  { header: 'Sort Code', width: 10, value: (w) => w.sortCode },
  { header: 'Account Number', width: 15, value: (w) => w.accountNumber },
  { header: 'Account Name', width: 20, value: (w) => w.accountName },
  { header: 'BACS Reference', width: 18, value: (w) => w.bacsReference },
  { header: 'Immigration Share Code', width: 20, value: (w) => w.immigrationShareCode },
  { header: 'Employee Reference', width: 18, value: (w) => w.employeeReference },
  { header: 'Works Reference', width: 16, value: (w) => w.worksReference },
  { header: 'Work Start Date', width: 14, value: (w) => day(w.workStartDate) },
  { header: 'Agency', width: 28, value: (w) => w.agencyName },
  { header: 'Payroll Company', width: 28, value: (w) => w.payrollCompanyName },
  { header: 'Completion %', width: 12, value: (w) => w.completionPercentage },
  { header: 'Authorised', width: 10, value: (w) => (w.authorised ? 'Yes' : 'No') },
  { header: 'Authorised Date', width: 14, value: (w) => day(w.authorisedOn) },
  { header: 'Status', width: 10, value: (w) => statusLabels[w.status as WorkerStatus] ?? w.status },
  { header: 'P45 Date', width: 12, value: (w) => day(w.p45Date) },
  { header: 'Added Via', width: 10, value: (w) => w.addedVia },
  { header: 'Notes', width: 40, value: (w) => w.notes },
  { header: 'Created', width: 12, value: (w) => day(w.createdOn) },
  { header: 'Last Updated', width: 12, value: (w) => day(w.updatedOn) },
];

export const workerExportRow = (worker: ExportedWorker): CellValue[] => workerExportColumns.map((c) => c.value(worker));
