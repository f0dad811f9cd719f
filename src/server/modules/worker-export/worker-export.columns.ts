import { calendarDay, type CellValue, type SheetColumn } from '../../lib/xlsx-writer.ts';
import {
  byPosition,
  fieldsIn,
  workerFieldLabel,
  workerFieldTable,
  writtenValue,
  type WorkerField,
} from '../../../shared/domain/worker-fields.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ExportedWorker } from './worker-export.repository.ts';

/** Dates are calendar days: date cells in .xlsx (sortable, filterable), DD/MM/YYYY in CSV (issue 9 item 10). */
const day = calendarDay;

const statusLabels: Record<WorkerStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  on_hold: 'On Hold',
  left: 'Left',
};

type ExportColumn = SheetColumn & { value: (worker: ExportedWorker) => CellValue };

/** A worker field's value as the export writes it: agency and payroll company by name, dates as dates. */
function fieldValue(name: WorkerField): ExportColumn['value'] {
  if (name === 'agencyId') return (w) => w.agencyName;
  if (name === 'payrollCompanyId') return (w) => w.payrollCompanyName;
  // Wk1/Mth1 basis under its label ('Week 1 / Month 1', 'Cumulative'), as the forms show it (issue 9 item 10).
  return workerFieldTable[name].isDate ? (w) => day(w[name]) : (w) => writtenValue(name, w[name]);
}

/** The worker fields the export holds, each under its label from the worker field table, at its position. */
const fieldColumns = fieldsIn('export').map(({ field, at, width }) => ({
  at,
  header: workerFieldLabel(field),
  ...(width === undefined ? {} : { width }),
  value: fieldValue(field),
}));

/** The export's columns that are not worker fields, at their positions among the fields'. */
const recordColumns: (ExportColumn & { at: number })[] = [
  { at: 1, header: 'ID', width: 8, value: (w) => w.id },
  { at: 33, header: 'Completion %', width: 12, value: (w) => w.completionPercentage },
  { at: 34, header: 'Authorised', width: 10, value: (w) => (w.authorised ? 'Yes' : 'No') },
  { at: 35, header: 'Authorised Date', width: 14, value: (w) => day(w.authorisedOn) },
  { at: 36, header: 'Status', width: 10, value: (w) => statusLabels[w.status as WorkerStatus] ?? w.status },
  { at: 38, header: 'Added Via', width: 10, value: (w) => w.addedVia },
  { at: 40, header: 'Created', width: 12, value: (w) => day(w.createdOn) },
  { at: 41, header: 'Last Updated', width: 12, value: (w) => day(w.updatedOn) },
];

/**
 * The columns of the worker export: every field of a worker, with its agency and payroll company
 * by name, under the labels the screens use (the worker field table). NI category stays its code (A);
 * Wk1/Mth1 basis is written as its label, and dates as dates. NI numbers and bank details are included: the
 * office needs them for payroll (they never reach a log).
 */
export const workerExportColumns: readonly ExportColumn[] = byPosition([...fieldColumns, ...recordColumns]).map(
  ({ at: _position, ...column }) => column,
);

export const workerExportRow = (worker: ExportedWorker): CellValue[] => workerExportColumns.map((c) => c.value(worker));
