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
import type { PayrollWorkerRow } from '../workers/workers-figures.service.ts';
import type { PayrollFileRow } from './payroll-file.ts';

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

/** Rows read between two turns of the event loop: 50,000 rows are about half a second of CPU. */
const ROWS_A_TURN = 2_000;

/**
 * Rows read into records; an NI number and pay date seen on an earlier row is an error, and so is
 * a row with more filled cells than the header has columns (read as it stands, every amount after
 * an unquoted '£1,234.56' would move one column along and be saved as the wrong figure). Read a
 * slice at a time, the event loop free between two slices for other requests.
 */
export async function readRows(
  rows: readonly PayrollFileRow[],
  positions: Record<PayrollColumn, number>,
  headerWidth: number,
) {
  const reader = rowReader(positions, headerWidth);
  for (let from = 0; from < rows.length; from += ROWS_A_TURN) {
    if (from > 0) await nextTurn();
    reader.take(rows.slice(from, from + ROWS_A_TURN));
  }
  return reader.result();
}

function rowReader(positions: Record<PayrollColumn, number>, headerWidth: number) {
  const records: ParsedPayrollRow[] = [];
  const errors: PayrollFinding[] = [];
  const firstRowOf = new Map<string, number>();
  const take = (rows: readonly PayrollFileRow[]) => {
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
  };
  return { take, result: () => ({ records, errors }) };
}

/** Each record matched to its worker (unknown NI number: an error), with the warnings of each. */
export function matchWorkers(
  records: readonly ParsedPayrollRow[],
  workers: readonly PayrollWorkerRow[],
): { rows: CheckedRow[]; errors: PayrollFinding[]; warnings: PayrollFinding[] } {
  const byNi = new Map(workers.map((worker) => [worker.niNumber, worker]));
  const rows: CheckedRow[] = [];
  const errors: PayrollFinding[] = [];
  const warnings: PayrollFinding[] = [];
  for (const record of records) {
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
  return { rows, errors, warnings };
}

export const byRow = (a: PayrollFinding, b: PayrollFinding) => a.row - b.row;
