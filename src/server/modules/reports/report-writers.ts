import { Readable } from 'node:stream';
import type { ReportFormat } from '../../../shared/api/reports.ts';
import { neutraliseFormula } from '../../../shared/domain/spreadsheet-safety.ts';
import {
  penceToPoundsText,
  type ReportCell,
  type ReportCellKind,
  type ReportColumn,
  type ReportContext,
} from '../../../shared/domain/reports/report-cells.ts';
import { CSV_CONTENT_TYPE, csvField } from '../../lib/csv-writer.ts';
import { readAhead } from '../../lib/read-ahead.ts';
import { TextBuffer } from '../../lib/text-buffer.ts';
import { streamXlsxBySize } from '../../lib/xlsx-thread.ts';
import { calendarDay, XLSX_CONTENT_TYPE, type CellValue } from '../../lib/xlsx-writer.ts';

/** Excel formats of the .xlsx cells: money as pounds with the £ sign, dates as the UK reads them. */
export const MONEY_FORMAT = '£#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

const BOM = '\uFEFF';
const NEWLINE = '\r\n';

/**
 * A CSV cell: text formula-safe (src/shared/domain/spreadsheet-safety.ts) and quoted as needed,
 * money as pounds with two decimals (1234.50), dates as YYYY-MM-DD (docs/domain.md "Reports":
 * unambiguous, sorts as text, and what the payroll upload reads back), numbers as they are: the
 * last three are digits, '-' and '.', which never need quoting.
 */
function csvText(kind: ReportCellKind, value: ReportCell): string {
  if (value === null || value === undefined) return '';
  if (kind === 'text') return csvField(neutraliseFormula(String(value)));
  if (kind === 'money') return penceToPoundsText(Number(value));
  return String(value);
}

/**
 * An .xlsx cell: a real number for money (pounds) and numbers, a real date for dates, text as text.
 * A report holds a few hundred distinct days among millions of date cells: each is made once.
 */
function xlsxValues() {
  const days = new Map<string, Date | null>();
  const dayOf = (iso: string) => {
    let day = days.get(iso);
    if (day === undefined) days.set(iso, (day = calendarDay(iso)));
    return day;
  };
  return (kind: ReportCellKind, value: ReportCell): CellValue => {
    if (value === null || value === undefined) return null;
    if (kind === 'money') return Number(value) / 100;
    if (kind === 'date') return dayOf(String(value));
    return value;
  };
}

/**
 * The header and each batch of rows as CSV text (RFC 4180, CRLF), one chunk per batch. Each line is
 * built straight from the columns' values: a million rows spare a million arrays of cells.
 */
function streamReportCsv<Row>(
  columns: readonly ReportColumn<Row>[],
  context: ReportContext,
  batches: AsyncIterable<Row[]>,
): Readable {
  const line = (row: Row) => {
    let text = '';
    for (let i = 0; i < columns.length; i += 1) {
      const column = columns[i]!;
      text += `${i === 0 ? '' : ','}${csvText(column.kind, column.value(row, context))}`;
    }
    return text;
  };
  async function* lines() {
    yield BOM + columns.map((c) => csvField(neutraliseFormula(c.header))).join(',') + NEWLINE;
    for await (const batch of readAhead(batches)) {
      const text = new TextBuffer();
      for (const row of batch) text.append(line(row) + NEWLINE);
      if (text.byteLength > 0) yield text.take();
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

async function* xlsxBatches<Row>(
  columns: readonly ReportColumn<Row>[],
  context: ReportContext,
  batches: AsyncIterable<Row[]>,
) {
  const xlsxValue = xlsxValues();
  for await (const batch of batches)
    yield batch.map((row) => columns.map((column) => xlsxValue(column.kind, column.value(row, context))));
}

const numFmtOf = (kind: ReportCellKind) =>
  kind === 'money' ? MONEY_FORMAT : kind === 'date' ? DATE_FORMAT : undefined;

/** The report's bytes in the chosen format: the columns' cells of each row, streamed as the batches arrive. */
export function streamReport<Row>(options: {
  format: ReportFormat;
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  context: ReportContext;
  batches: AsyncIterable<Row[]>;
}): { contentType: string; stream: Readable } {
  const { columns, context, batches } = options;
  if (options.format === 'csv')
    return { contentType: CSV_CONTENT_TYPE, stream: streamReportCsv(columns, context, batches) };
  const sheetColumns = columns.map((c) => {
    const numFmt = numFmtOf(c.kind);
    return { header: c.header, width: c.width ?? (c.kind === 'money' ? 12 : 15), ...(numFmt ? { numFmt } : {}) };
  });
  return {
    contentType: XLSX_CONTENT_TYPE,
    stream: streamXlsxBySize({
      sheetName: options.sheetName,
      columns: sheetColumns,
      batches: xlsxBatches(columns, context, batches),
    }),
  };
}
