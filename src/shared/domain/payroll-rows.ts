import { formatEnGbDate, isIsoDate, parseEnGbDate, parseExcelSerialDate } from './en-gb-dates.ts';
import { formatNiNumber } from './uk-formatters.ts';

/**
 * The payroll CSV's rows (docs/domain.md
 * "Payroll"): the columns, how a header finds its column, and the checks of one row. Errors block
 * the upload; warnings do not. Row numbers are the spreadsheet's (the header is row 1).
 */
export const payrollColumns = [
  { field: 'niNumber', label: 'NI Number' },
  { field: 'payDate', label: 'Pay Date' },
  { field: 'grossPay', label: 'Gross Pay' },
  { field: 'tax', label: 'Tax' },
  { field: 'ni', label: 'NI' },
  { field: 'pension', label: 'Pension' },
  { field: 'netPay', label: 'Net Pay' },
] as const;
export type PayrollColumn = (typeof payrollColumns)[number]['field'];
const labelOf = (field: PayrollColumn) => payrollColumns.find((c) => c.field === field)!.label;
export const amountColumns = ['grossPay', 'tax', 'ni', 'pension', 'netPay'] as const;
export type AmountColumn = (typeof amountColumns)[number];

/**
 * One finding of an upload. A refused cell also names its column as the file's header says it and
 * the value it held (shown to the uploader only; never logged, never kept on the batch).
 */
export type PayrollFinding = { row: number; field: string; message: string; column?: string; value?: string };

/** A refused cell's value is echoed up to this many characters. */
const MAX_ECHOED_VALUE = 100;

/** A refused cell: its row, field and column, the value as the file held it, and why. */
export function refusedCell(row: number, field: PayrollColumn, value: string, message: string): PayrollFinding {
  return { row, field, column: labelOf(field), value: value.slice(0, MAX_ECHOED_VALUE), message };
}

/** Headers match ignoring case and spaces ("ni number", "NINumber", " Gross Pay "). */
const headerKey = (header: string) => header.replace(/\s+/g, '').toLowerCase();

/** Where each column is in the file's header row; the labels of columns it lacks. */
export function locateColumns(headers: readonly string[]): {
  positions: Partial<Record<PayrollColumn, number>>;
  missing: string[];
} {
  const keys = headers.map(headerKey);
  const positions: Partial<Record<PayrollColumn, number>> = {};
  const missing: string[] = [];
  for (const { field, label } of payrollColumns) {
    const at = keys.indexOf(headerKey(label));
    if (at === -1) missing.push(label);
    else positions[field] = at;
  }
  return { positions, missing };
}

/**
 * Pounds as UK payroll files hold them (issue 24 item 9): digits with up to two decimals, optionally
 * a leading '£' and thousands commas in their places ('£1,234.56', '1234.56'); spaces around are
 * ignored. A comma anywhere else ('1,23') is refused: it may be a decimal comma.
 */
const AMOUNT = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/**
 * The most one payroll row may carry: £1,000,000.00. A week's pay above it is a slip (pence typed
 * without the point, say), and it keeps every amount well inside the stored integer pence.
 */
export const MAX_PAYROLL_AMOUNT_PENCE = 100_000_000;
const NEGATIVE = /^(?:-\s*£?|£\s*-)\s*[\d,]+(?:\.\d+)?$/;

const AMOUNT_PROBLEM = 'must be an amount in pounds with at most two decimals, such as 1234.56 or £1,234.56';

/** An amount in pence, or the reason it is refused. */
export function readAmount(text: string): { pence: number } | { problem: string } {
  const value = text.trim();
  if (value === '') return { problem: 'is required' };
  if (NEGATIVE.test(value)) return { problem: 'must not be negative' };
  const match = AMOUNT.exec(value);
  if (!match) return { problem: AMOUNT_PROBLEM };
  const pounds = match[1]!.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const pence = pounds.length > 9 ? Infinity : Number(pounds) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence > MAX_PAYROLL_AMOUNT_PENCE) return { problem: 'must not be more than 1000000.00' };
  return { pence };
}

export type ParsedPayrollRow = {
  row: number;
  niNumber: string;
  payDate: string;
  grossPence: number;
  taxPence: number;
  niPence: number;
  pensionPence: number;
  netPence: number;
};

const PAY_DATE_PROBLEM = 'Pay Date must be a real date as DD/MM/YYYY or YYYY-MM-DD';

/**
 * A pay date as UK payroll files hold it (issue 24 item 9): DD/MM/YYYY, YYYY-MM-DD, or an Excel
 * serial (a date cell saved as a number; an .xlsx date cell arrives already as YYYY-MM-DD).
 */
export function readPayDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  return parseEnGbDate(value) ?? parseExcelSerialDate(value);
}

const penceField = {
  grossPay: 'grossPence',
  tax: 'taxPence',
  ni: 'niPence',
  pension: 'pensionPence',
  netPay: 'netPence',
} as const;

/** One data row's cells read into a record, or its errors. */
export function parsePayrollRow(
  row: number,
  cells: readonly string[],
  positions: Record<PayrollColumn, number>,
): { record: ParsedPayrollRow } | { errors: PayrollFinding[] } {
  const errors: PayrollFinding[] = [];
  const cell = (field: PayrollColumn) => (cells[positions[field]] ?? '').trim();
  const niNumber = formatNiNumber(cell('niNumber'));
  if (!niNumber) errors.push(refusedCell(row, 'niNumber', '', 'NI Number is required'));
  const payDate = readPayDate(cell('payDate'));
  if (!payDate) errors.push(refusedCell(row, 'payDate', cell('payDate'), PAY_DATE_PROBLEM));
  const record: ParsedPayrollRow = {
    row,
    niNumber,
    payDate: payDate ?? '',
    grossPence: 0,
    taxPence: 0,
    niPence: 0,
    pensionPence: 0,
    netPence: 0,
  };
  for (const field of amountColumns) {
    const amount = readAmount(cell(field));
    if ('problem' in amount) errors.push(refusedCell(row, field, cell(field), `${labelOf(field)} ${amount.problem}`));
    else record[penceField[field]] = amount.pence;
  }
  return errors.length > 0 ? { errors } : { record };
}

/** Net pay may differ from gross - tax - NI - pension by rounding up to 1p; more is a warning. */
export const RECONCILIATION_TOLERANCE_PENCE = 1;

export function reconciliationWarning(record: ParsedPayrollRow): PayrollFinding | null {
  const expected = record.grossPence - record.taxPence - record.niPence - record.pensionPence;
  if (Math.abs(record.netPence - expected) <= RECONCILIATION_TOLERANCE_PENCE) return null;
  return {
    row: record.row,
    field: 'netPay',
    message: 'Net Pay differs from Gross Pay - Tax - NI - Pension by more than 1p',
  };
}

export type PayrollWorkerFacts = {
  authorised: boolean;
  p45Date: string | null;
  /** The latest passing right-to-work check's follow-up date (null: none, or continuous). */
  rtwFollowUpDate: string | null;
};

/** A payment after the worker's right-to-work excuse lapsed (docs/domain.md "Payroll", "Right-to-work checks"). */
export const rtwLapsedPaymentMessage = (followUpDate: string) =>
  `Pay Date is after the worker’s right to work lapsed on ${formatEnGbDate(followUpDate)}: record a follow-up check`;

/** What the worker's record says about the payment (docs/domain.md "Payroll"). */
export function workerWarnings(record: ParsedPayrollRow, worker: PayrollWorkerFacts): PayrollFinding[] {
  const warnings: PayrollFinding[] = [];
  if (worker.p45Date && record.payDate > worker.p45Date)
    warnings.push({
      row: record.row,
      field: 'payDate',
      message: 'Pay Date is after the worker’s P45 date (payment after leaving)',
    });
  if (!worker.authorised)
    warnings.push({ row: record.row, field: 'niNumber', message: 'The worker is not authorised' });
  // The excuse lapses ON the follow-up date; pay comes after the work, so a pay date after it may pay unexcused work.
  if (worker.rtwFollowUpDate && record.payDate > worker.rtwFollowUpDate)
    warnings.push({ row: record.row, field: 'payDate', message: rtwLapsedPaymentMessage(worker.rtwFollowUpDate) });
  return warnings;
}
