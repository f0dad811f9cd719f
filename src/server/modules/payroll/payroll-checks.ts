import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  locateColumns,
  parsePayrollRow,
  reconciliationWarning,
  refusedCell,
  workerWarnings,
  type ParsedPayrollRow,
  type PayrollColumn,
  type PayrollFinding,
} from '../../../shared/domain/payroll-rows.ts';
import { payrollMessages } from '../../../shared/api/payroll.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { StagedUpload } from '../../lib/uploads.ts';
import { inWorkThread, THREAD_MIN_BYTES } from '../../lib/work-thread.ts';
import type { PayrollWorkerRow } from '../workers/workers-figures.service.ts';
import { readPayrollFile, type PayrollFileRow } from './payroll-file.ts';

/**
 * The whole file's checks (docs/domain.md "Payroll"): every row read, then the NI numbers
 * matched to workers, then the warnings. Errors block the upload; warnings travel with it.
 */
export type CheckedRow = ParsedPayrollRow & { worker: PayrollWorkerRow };
export type CheckedFile = { rows: CheckedRow[]; errors: PayrollFinding[]; warnings: PayrollFinding[] };

/** Which column is where; a file without one of the seven columns is refused as a whole. */
export function columnPositions(headers: readonly string[]): Record<PayrollColumn, number> {
  const { positions, missing } = locateColumns(headers);
  if (missing.length > 0) throw badRequest(payrollMessages.missingColumns(missing));
  return positions as Record<PayrollColumn, number>;
}

/** A filled cell past the header's last column: the row's values have moved (an unquoted comma, most often). */
export function extraCellsError(row: number, cells: readonly string[], headerWidth: number): PayrollFinding | null {
  const beyond = cells.slice(headerWidth);
  if (!beyond.some((cell) => cell.trim() !== '')) return null;
  return {
    row,
    field: 'row',
    column: `Column ${headerWidth + 1}`,
    value: beyond.find((cell) => cell.trim() !== '')!.slice(0, 100),
    message: `This row has ${cells.length} cells but the header has ${headerWidth}, so its values do not line up with the columns: put an amount with a comma in quotes ("£1,234.56") or leave the comma out`,
  };
}

/** Rows read between two turns of the event loop, or a message from the thread: 2,000 rows are about 20 ms of CPU. */
const ROWS_A_TURN = 2_000;

/** What reading a payroll file yields: its records a slice at a time, then the rows refused. */
export type PayrollFilePart = { records: ParsedPayrollRow[] } | { errors: PayrollFinding[] };

/**
 * The file read into records (readPayrollFile, then each row checked): a slice of records at a
 * time, the refused rows last; a turn of the event loop between two slices. An NI number and pay
 * date seen on an earlier row is an error, and so is a row with more filled cells than the header
 * has columns (read as it stands, every amount after an unquoted '£1,234.56' would move one column
 * along and be saved as the wrong figure). A file the check cannot read at all throws its 400.
 */
export async function* payrollFileParts(filePath: string, fileName: string): AsyncGenerator<PayrollFilePart> {
  const { headers, rows } = await readPayrollFile(filePath, fileName);
  const reader = rowReader(columnPositions(headers), headers.length);
  for (let from = 0; from < rows.length; from += ROWS_A_TURN) {
    if (from > 0) await nextTurn();
    yield { records: reader.take(rows.slice(from, from + ROWS_A_TURN)) };
  }
  yield { errors: reader.errors };
}

/**
 * The file's records and refused rows. A file of THREAD_MIN_BYTES or more is read in a thread of
 * its own (lib/work-thread.ts, docs/decisions/0029-parsing-in-a-thread.md): a 50,000-row file is
 * about a second of CPU that would otherwise hold other users' requests back.
 */
export async function readPayrollUpload(file: StagedUpload) {
  const parts =
    file.sizeBytes < THREAD_MIN_BYTES
      ? payrollFileParts(file.path, file.originalName)
      : inWorkThread<PayrollFilePart>({
          module: new URL(import.meta.url),
          exportName: 'payrollFileParts',
          args: [file.path, file.originalName],
        });
  const records: ParsedPayrollRow[] = [];
  const errors: PayrollFinding[] = [];
  for await (const part of parts) {
    if ('records' in part) for (const record of part.records) records.push(record);
    else errors.push(...part.errors);
  }
  return { records, errors };
}

function rowReader(positions: Record<PayrollColumn, number>, headerWidth: number) {
  const errors: PayrollFinding[] = [];
  const firstRowOf = new Map<string, number>();
  /** The records of these rows; their refusals join `errors`. */
  const take = (rows: readonly PayrollFileRow[]) => {
    const records: ParsedPayrollRow[] = [];
    for (const { row, cells } of rows) {
      const misaligned = extraCellsError(row, cells, headerWidth);
      if (misaligned) {
        errors.push(misaligned);
        continue;
      }
      const parsed = parsePayrollRow(row, cells, positions);
      if ('errors' in parsed) {
        errors.push(...parsed.errors);
        continue;
      }
      const key = `${parsed.record.niNumber} ${parsed.record.payDate}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        errors.push(
          refusedCell(row, 'payDate', parsed.record.payDate, `The same NI Number and Pay Date are on row ${first}`),
        );
        continue;
      }
      firstRowOf.set(key, row);
      records.push(parsed.record);
    }
    return records;
  };
  return { take, errors };
}

/** Records matched between two turns for other requests: 2,000 are about 3 ms of CPU. */
const MATCH_SLICE_ROWS = 2_000;

/**
 * Each record matched to its worker (unknown NI number: an error), with the warnings of each, a
 * slice at a time with `between` (a turn for others) between two; without it in one go.
 */
export async function matchWorkers(
  records: readonly ParsedPayrollRow[],
  workers: readonly PayrollWorkerRow[],
  between?: () => Promise<void>,
): Promise<CheckedFile> {
  const byNi = new Map(workers.map((worker) => [worker.niNumber, worker]));
  const rows: CheckedRow[] = [];
  const errors: PayrollFinding[] = [];
  const warnings: PayrollFinding[] = [];
  for (let from = 0; from < records.length; from += MATCH_SLICE_ROWS) {
    if (from > 0 && between) await between();
    for (const record of records.slice(from, from + MATCH_SLICE_ROWS)) {
      const worker = byNi.get(record.niNumber);
      if (!worker) {
        errors.push(refusedCell(record.row, 'niNumber', record.niNumber, 'No worker has this NI Number'));
        continue;
      }
      const reconciliation = reconciliationWarning(record);
      if (reconciliation) warnings.push(reconciliation);
      warnings.push(...workerWarnings(record, worker));
      rows.push({ ...record, worker });
    }
  }
  return { rows, errors, warnings };
}

export const byRow = (a: PayrollFinding, b: PayrollFinding) => a.row - b.row;
