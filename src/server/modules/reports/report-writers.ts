import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { ReportFormat } from '../../../shared/api/reports.ts';
import { neutraliseFormula } from '../../../shared/domain/spreadsheet-safety.ts';
import {
  penceToPoundsText,
  type ReportCell,
  type ReportCellKind,
} from '../../../shared/domain/reports/report-cells.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-writer.ts';
import { calendarDay, streamXlsx, XLSX_CONTENT_TYPE, type CellValue } from '../../lib/xlsx-writer.ts';

export type WrittenColumn = { header: string; kind: ReportCellKind; width?: number | undefined };

/** Excel formats of the .xlsx cells: money as pounds with the £ sign, dates as the UK reads them. */
export const MONEY_FORMAT = '£#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

const BOM = '\uFEFF';
const NEWLINE = '\r\n';

/**
 * A CSV cell: text formula-safe (src/shared/domain/spreadsheet-safety.ts), money as pounds with two
 * decimals (1234.50), dates as YYYY-MM-DD (docs/domain.md "Reports": unambiguous, sorts as text,
 * and what the payroll upload reads back), numbers as they are.
 */
function csvText(kind: ReportCellKind, value: ReportCell): string {
  if (value === null || value === undefined) return '';
  if (kind === 'text') return neutraliseFormula(String(value));
  if (kind === 'money') return penceToPoundsText(Number(value));
  return String(value);
}

/** An .xlsx cell: a real number for money (pounds) and numbers, a real date for dates, text as text. */
function xlsxValue(kind: ReportCellKind, value: ReportCell): CellValue {
  if (value === null || value === undefined) return null;
  if (kind === 'money') return Number(value) / 100;
  if (kind === 'date') return calendarDay(String(value));
  return value;
}

/** The header and each batch of cell rows as CSV text: one papaparse unparse per batch (RFC 4180, CRLF). */
function streamReportCsv(columns: readonly WrittenColumn[], batches: AsyncIterable<ReportCell[][]>): Readable {
  const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: NEWLINE }) + NEWLINE;
  async function* lines() {
    yield BOM + unparse([columns.map((c) => neutraliseFormula(c.header))]);
    for await (const batch of batches) {
      if (batch.length > 0) yield unparse(batch.map((row) => row.map((value, i) => csvText(columns[i]!.kind, value))));
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

async function* xlsxBatches(columns: readonly WrittenColumn[], batches: AsyncIterable<ReportCell[][]>) {
  for await (const batch of batches)
    yield batch.map((row) => row.map((value, i) => xlsxValue(columns[i]!.kind, value)));
}

const numFmtOf = (kind: ReportCellKind) =>
  kind === 'money' ? MONEY_FORMAT : kind === 'date' ? DATE_FORMAT : undefined;

/** The report's bytes in the chosen format, streamed as the batches arrive. */
export function streamReport(options: {
  format: ReportFormat;
  sheetName: string;
  columns: readonly WrittenColumn[];
  batches: AsyncIterable<ReportCell[][]>;
}): { contentType: string; stream: Readable } {
  const { columns, batches } = options;
  if (options.format === 'csv') return { contentType: CSV_CONTENT_TYPE, stream: streamReportCsv(columns, batches) };
  const sheetColumns = columns.map((c) => {
    const numFmt = numFmtOf(c.kind);
    return { header: c.header, width: c.width ?? (c.kind === 'money' ? 12 : 15), ...(numFmt ? { numFmt } : {}) };
  });
  return {
    contentType: XLSX_CONTENT_TYPE,
    stream: streamXlsx({ sheetName: options.sheetName, columns: sheetColumns, batches: xlsxBatches(columns, batches) }),
  };
}
