import type { CellValue, SheetColumn } from '../../lib/xlsx-writer.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ExportedWorker } from './worker-export.repository.ts';

/** Stored YYYY-MM-DD shown DD/MM/YYYY (part 1 section 5). By hand: this runs for every date of 100,000 rows. */
const enGb = (iso: string | null): string | null => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

const statusLabels: Record<WorkerStatus, string> = { active: 'Active', pending: 'Pending', on_hold: 'On Hold', left: 'Left' };

type ExportColumn = SheetColumn & { value: (worker: ExportedWorker) => CellValue };

/**
 * The columns of the worker export: every field of a worker, with its agency and payroll company
 * by name, under the labels the screens use. Codes stay codes (NI category A, Wk1/Mth1 basis 1 or
 * 0) so an export can be edited and imported again. NI numbers and bank details are included: the
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
  { header: 'Date of Birth', width: 12, value: (w) => enGb(w.dateOfBirth) },
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
  { header: 'Wk1/Mth1 Basis', width: 14, value: (w) => w.wk1Mth1Basis },
  { header: 'Payment Frequency', width: 17, value: (w) => w.paymentFrequency },
  { header: 'Sort Code', width: 10, value: (w) => w.sortCode },
  { header: 'Account Number', width: 15, value: (w) => w.accountNumber },
  { header: 'Account Name', width: 20, value: (w) => w.accountName },
  { header: 'BACS Reference', width: 18, value: (w) => w.bacsReference },
  { header: 'Immigration Share Code', width: 20, value: (w) => w.immigrationShareCode },
  { header: 'Employee Reference', width: 18, value: (w) => w.employeeReference },
  { header: 'Works Reference', width: 16, value: (w) => w.worksReference },
  { header: 'Work Start Date', width: 14, value: (w) => enGb(w.workStartDate) },
  { header: 'Agency', width: 28, value: (w) => w.agencyName },
  { header: 'Payroll Company', width: 28, value: (w) => w.payrollCompanyName },
  { header: 'Completion %', width: 12, value: (w) => w.completionPercentage },
  { header: 'Authorised', width: 10, value: (w) => (w.authorised ? 'Yes' : 'No') },
  { header: 'Authorised Date', width: 14, value: (w) => enGb(w.authorisedOn) },
  { header: 'Status', width: 10, value: (w) => statusLabels[w.status as WorkerStatus] ?? w.status },
  { header: 'P45 Date', width: 12, value: (w) => enGb(w.p45Date) },
  { header: 'Added Via', width: 10, value: (w) => w.addedVia },
  { header: 'Notes', width: 40, value: (w) => w.notes },
  { header: 'Created', width: 12, value: (w) => enGb(w.createdOn) },
  { header: 'Last Updated', width: 12, value: (w) => enGb(w.updatedOn) },
];

export const workerExportRow = (worker: ExportedWorker): CellValue[] => workerExportColumns.map((c) => c.value(worker));
