import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../shared/domain/spreadsheet-safety.ts';

/**
 * A cell as the writers take it; text is checked for formula injection on the way out. A Date is a
 * calendar day at UTC midnight (see calendarDay): a real date cell in .xlsx, DD/MM/YYYY in CSV.
 */
export type CellValue = string | number | boolean | Date | null;

/** A stored YYYY-MM-DD as the Date the writers take for a calendar day (UTC midnight, so no zone shifts it). */
export const calendarDay = (iso: string | null): Date | null =>
  iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null;
/** numFmt: an Excel number format for the column's cells (e.g. '£#,##0.00', 'dd/mm/yyyy'); see allowNumberFormats. */
export type SheetColumn = { header: string; width?: number; numFmt?: string };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text cells are neutralised (a leading apostrophe before = + - @ tab CR); other values pass. */
export const safeCell = (value: CellValue): CellValue => (typeof value === 'string' ? neutraliseFormula(value) : value);

/**
 * Streams a one-sheet .xlsx through exceljs's streaming WorkbookWriter: a header row (frozen, with
 * an auto-filter), then the rows of each batch as they arrive, so a large export never sits in
 * memory. Styles are off on purpose: with them exceljs works out a style for every cell, which
 * more than doubles the time of a 100,000-row sheet; values are written as text and numbers, and
 * dates as date cells: exceljs's style stand-in still gives a Date the built-in short-date format
 * (id 14), which Excel shows in the reader's own date order (DD/MM/YYYY on a UK machine).
 * A failure after the first byte destroys the stream, so the client sees a broken download,
 * never a short file that looks complete.
 */
export function streamXlsx(options: {
  sheetName: string;
  columns: readonly SheetColumn[];
  batches: AsyncIterable<CellValue[][]>;
}): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: options.columns.length } };
  sheet.columns = options.columns.map((c) => ({
    width: c.width ?? 15,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  if (options.columns.some((c) => c.numFmt)) allowNumberFormats(workbook);
  // The archiver inside exceljs fails the whole zip when the output goes away; that failure is ours to end.
  (workbook as unknown as { zip: { on: (event: 'error', fn: (e: Error) => void) => void } }).zip.on('error', (error) =>
    output.destroy(error),
  );

  const closed = new AbortController();
  output.once('close', () => closed.abort());

  const write = async () => {
    sheet.addRow(options.columns.map((c) => safeCell(c.header))).commit();
    for await (const batch of readAhead(options.batches)) {
      await drained(sheetInput(sheet), closed.signal);
      // Empty cells as undefined: exceljs then creates no cell object for them at all.
      for (const row of batch)
        sheet.addRow(row.map((value) => (value === null ? undefined : safeCell(value)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/**
 * With styles off, exceljs's style stand-in gives every cell style 0 except dates (built-in format
 * 14). Column number formats ride on the same stand-in: a cell whose style names a numFmt gets one
 * cell format per distinct numFmt, registered once, so the cost per cell stays a map lookup instead
 * of exceljs's full style bookkeeping (which more than doubles the time of a large sheet).
 */
type StyleStandIn = {
  addStyleModel: (model: { numFmt?: string } | undefined, cellType: unknown) => number;
  model: { numFmts: { id: number; formatCode: string }[]; styles: Record<string, number>[] };
};
const FIRST_CUSTOM_FORMAT_ID = 164;

function allowNumberFormats(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as { styles: StyleStandIn }).styles;
  const plain = styles.addStyleModel.bind(styles);
  const styleIds = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    const numFmt = model?.numFmt;
    if (!numFmt) return plain(model, cellType);
    let id = styleIds.get(numFmt);
    if (id === undefined) {
      const numFmtId = FIRST_CUSTOM_FORMAT_ID + styles.model.numFmts.length;
      styles.model.numFmts.push({ id: numFmtId, formatCode: numFmt });
      id = styles.model.styles.length;
      styles.model.styles.push({ numFmtId, fontId: 0, fillId: 0, borderId: 0, xfId: 0 });
      styleIds.set(numFmt, id);
    }
    return id;
  };
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

/**
 * Asks for the next batch before the current one is written, so reading the database overlaps
 * with the zip compressing (which runs off the main thread). Ending early ends the source too.
 */
async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  // A read that fails while the previous batch is still being written must not count as an
  // unhandled rejection (which ends the process): it is marked handled here and rethrown by the await.
  const ask = () => {
    const pending = iterator.next();
    pending.catch(() => undefined);
    return pending;
  };
  let next = ask();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = ask();
      yield result.value;
    }
  } finally {
    // Settle the read already asked for before closing the source.
    await next.catch(() => undefined);
    await iterator.return?.();
  }
}
