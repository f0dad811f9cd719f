import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../shared/domain/spreadsheet-safety.ts';
import { readAhead } from './read-ahead.ts';
import { cellStylesOf, sheetRowsXml } from './xlsx-sheet-rows.ts';

/**
 * A cell as the writers take it; text is checked for formula injection on the way out. A Date is a
 * calendar day at UTC midnight (see calendarDay): a real date cell in .xlsx, DD/MM/YYYY in CSV.
 */
export type CellValue = string | number | boolean | Date | null;

/** A stored YYYY-MM-DD as the Date the writers take for a calendar day (UTC midnight, so no zone shifts it). */
export const calendarDay = (iso: string | null): Date | null =>
  iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null;
/** numFmt: an Excel number format for the column's cells (e.g. '£#,##0.00', 'dd/mm/yyyy'). */
export type SheetColumn = { header: string; width?: number; numFmt?: string };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text cells are neutralised (a leading apostrophe before = + - @ tab CR); other values pass. */
export const safeCell = (value: CellValue): CellValue => (typeof value === 'string' ? neutraliseFormula(value) : value);

/** Excel's last row is 1,048,576: a sheet holds the header and 1,048,575 rows of data. */
export const EXCEL_DATA_ROWS_PER_SHEET = 1_048_575;

/** One sheet's auto-filter range, for the workbook's _xlnm._FilterDatabase name. */
type FilterDatabase = { localSheetId: number; sheetName: string; columns: number; lastRow: number };

/** A column's letters: 1 -> A, 27 -> AA. */
function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Excel keeps an auto-filter's range twice: on the sheet, and as the sheet's own defined name
 * _xlnm._FilterDatabase over the header and every data row. LibreOffice shows the filter buttons
 * only from the name, which exceljs does not write, so each sheet's name is handed to exceljs's
 * workbook part here (docs/domain.md, "Reports", the .xlsx auto-filter). exceljs writes a defined
 * name without Excel's hidden="1"; Excel hides the built-in _xlnm names from its Name Manager anyway.
 */
function withFilterDatabases(workbook: ExcelJS.stream.xlsx.WorkbookWriter, filters: readonly FilterDatabase[]) {
  const model = filters.map((f) => ({
    name: '_xlnm._FilterDatabase',
    localSheetId: f.localSheetId,
    ranges: [`'${f.sheetName.replaceAll("'", "''")}'!$A$1:$${columnLetters(f.columns)}$${f.lastRow}`],
  }));
  (workbook as unknown as { _definedNames: { model: typeof model } })._definedNames = { model };
}

/**
 * Streams an .xlsx: exceljs's streaming WorkbookWriter makes the package, the styles, the sheet's
 * head and the header row (frozen, with an auto-filter); the data rows of each batch are written
 * into its sheet as they arrive, one buffer per batch (sheetRowsXml, docs/decisions/0012-sheet-rows-written-into-exceljs.md), so a
 * large export never sits in memory. Money and date columns carry their number format (numFmt)
 * through exceljs's style sheet; a date in a column without one gets exceljs's short-date style.
 * Rows past a sheet's last row continue on another sheet with the same header, named
 * 'Payroll (2)', 'Payroll (3)'... (Excel cannot open a longer sheet).
 * A failure after the first byte destroys the stream, so the client sees a broken download,
 * never a short file that looks complete.
 */
export function streamXlsx(options: {
  sheetName: string;
  columns: readonly SheetColumn[];
  batches: AsyncIterable<CellValue[][]>;
  /** Data rows per sheet; EXCEL_DATA_ROWS_PER_SHEET unless a test wants fewer. */
  rowsPerSheet?: number;
}): Readable {
  const { columns, rowsPerSheet = EXCEL_DATA_ROWS_PER_SHEET } = options;
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const styles = cellStylesOf(
    workbook,
    columns.map((c) => c.numFmt),
  );
  const openSheet = (number: number) => {
    const name = number === 1 ? options.sheetName : continuedSheetName(options.sheetName, number);
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    sheet.columns = columns.map((c) => ({
      width: c.width ?? 15,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    sheet.addRow(columns.map((c) => safeCell(c.header))).commit();
    return sheet;
  };
  // The archiver inside exceljs fails the whole zip when the output goes away; that failure is ours to end.
  (workbook as unknown as { zip: { on: (event: 'error', fn: (e: Error) => void) => void } }).zip.on('error', (error) =>
    output.destroy(error),
  );

  const closed = new AbortController();
  output.once('close', () => closed.abort());

  const filters: FilterDatabase[] = [];
  const closeSheet = (sheet: ExcelJS.Worksheet, rows: number) => {
    filters.push({ localSheetId: filters.length, sheetName: sheet.name, columns: columns.length, lastRow: rows + 1 });
    sheet.commit();
  };

  const write = async () => {
    let sheets = 1;
    let sheet = openSheet(sheets);
    let rowsInSheet = 0;
    for await (const batch of readAhead(options.batches)) {
      for (let start = 0; start < batch.length;) {
        if (rowsInSheet === rowsPerSheet) {
          closeSheet(sheet, rowsInSheet);
          sheet = openSheet((sheets += 1));
          rowsInSheet = 0;
        }
        const room = rowsPerSheet - rowsInSheet;
        const rows = start === 0 && batch.length <= room ? batch : batch.slice(start, start + room);
        await drained(sheetInput(sheet), closed.signal);
        sheetStreamOf(sheet).write(sheetRowsXml(rowsInSheet + 2, rows, styles, safeCell));
        rowsInSheet += rows.length;
        start += rows.length;
      }
    }
    closeSheet(sheet, rowsInSheet);
    withFilterDatabases(workbook, filters);
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** Excel's longest sheet name. */
const SHEET_NAME_CHARACTERS = 31;

/** 'Payroll (2)': the name cut short enough that the number always fits (exceljs cuts names at 31, and two sheets must differ). */
export function continuedSheetName(name: string, number: number): string {
  const suffix = ` (${number})`;
  return `${name.slice(0, SHEET_NAME_CHARACTERS - suffix.length).trimEnd()}${suffix}`;
}

/** The buffer exceljs writes the sheet's XML into (the header row opened its data; the rows follow). */
function sheetStreamOf(sheet: ExcelJS.Worksheet): { write: (xml: Buffer) => void } {
  return (sheet as unknown as { stream: { write: (xml: Buffer) => void } }).stream;
}

/**
 * exceljs writes the sheet's XML into a buffer that it pipes into the zip without waiting for it
 * (archiver wraps it in a PassThrough of the readable-stream package), so a fast reader upstream
 * would pile the whole uncompressed sheet (~170 MB for 100,000 workers) up in memory. That
 * PassThrough is the one place that shows the backlog; when the layout is not as expected
 * (another exceljs version) there is simply no waiting, and the memory benchmark shows it.
 */
type Backlogged = Writable & { _writableState?: { length?: number } };

function sheetInput(sheet: ExcelJS.Worksheet): Backlogged | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const first = Array.isArray(pipes) ? pipes[0] : undefined;
  return first && typeof (first as Writable).write === 'function' ? (first as Backlogged) : undefined;
}

/** Bytes written and not yet taken: readable-stream 2 (archiver's) has no writableLength, only its state. */
function backlogOf(stream: Backlogged): number {
  return stream.writableLength ?? stream._writableState?.length ?? 0;
}

/** How much sheet XML may wait for the zip before the next batch is held back. */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;

/** Waits until the zip has caught up with what was written; rejects when the download went away. */
async function drained(stream: Backlogged | undefined, signal: AbortSignal) {
  signal.throwIfAborted();
  if (stream && backlogOf(stream) > MAX_BACKLOG_BYTES) await once(stream, 'drain', { signal });
}
