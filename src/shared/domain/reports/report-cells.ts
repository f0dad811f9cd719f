/**
 * What a report column is (docs/domain.md "Reports"): a header, a kind that says how each format
 * writes its cells, and a pure value function on a row. The server only reads rows and writes cells.
 */

/**
 * text: written as typed, formula-safe; number: a plain number (ids, counts, percentages);
 * money: integer pence, written as pounds (2 decimals in CSV, a £ number cell in .xlsx);
 * date: YYYY-MM-DD, written as is in CSV and as a real date cell in .xlsx.
 */
export type ReportCellKind = 'text' | 'number' | 'money' | 'date';
export type ReportCell = string | number | null;

/**
 * What a column needs the repository to read beyond a row's own fields: the worker's documents,
 * its payroll records summed up, the worker's other fields (payroll rows carry only the names
 * otherwise), the payroll record's upload, when a worker was created, updated and authorised and
 * by whom, a payroll record's id, agency fee and payroll company (the payroll report's base
 * columns leave them out, and a million records read faster without them), and the worker's latest
 * passing right-to-work check (its method, date and checker).
 */
export type ReportNeed = 'documents' | 'pay' | 'workerDetails' | 'upload' | 'record' | 'recordExtras' | 'rtwCheck';

/** What values may depend on besides the row: today in Europe/London (document states, the right-to-work standing). */
export type ReportContext = { today: string };

export type ReportColumn<Row> = {
  /** Unique within a report: a column asked for twice (base and a group) appears once. */
  key: string;
  header: string;
  kind: ReportCellKind;
  width?: number;
  needs?: readonly ReportNeed[];
  value: (row: Row, context: ReportContext) => ReportCell;
};

export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/** A column of another row type read through `pick` (a payroll record's worker, say). */
export function through<Row, Inner>(column: ReportColumn<Inner>, pick: (row: Row) => Inner): ReportColumn<Row> {
  return { ...column, value: (row, context) => column.value(pick(row), context) };
}

/** Columns in order, each key once (the first wins). */
export function uniqueColumns<Row>(columns: readonly ReportColumn<Row>[]): ReportColumn<Row>[] {
  const seen = new Set<string>();
  return columns.filter((c) => !seen.has(c.key) && seen.add(c.key));
}

/** Pence as pounds with two decimals ("1234.50", "-0.05"), exact: integer arithmetic, no float rounding. */
export function penceToPoundsText(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
