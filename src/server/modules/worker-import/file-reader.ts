import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, importMessages } from '../../../shared/api/worker-import.ts';
import { looksLikeHeaderRow, uniqueHeaders } from '../../../shared/domain/worker-import/header-mapping.ts';
import { looksLikeText, textDecoderFor } from '../../lib/text-files.ts';
import { xlsxRows, type SourceRow } from '../../lib/xlsx-rows.ts';

/**
 * Reading an uploaded import file (docs/domain.md "Bulk worker import"): .csv (RFC 4180,
 * UTF-8 with or without BOM, comma or semicolon) or .xlsx (the first sheet with data), streamed
 * and handed over in batches, so a 100,000-row file never sits in memory.
 */

export type ImportFileKind = 'csv' | 'xlsx';

/** A refusal of the file itself; its message is what the user sees (a 400). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export const MAX_CELL_LENGTH = 5000;
/** As many columns as a row of save-edits may carry (src/shared/api/worker-import.ts). */
export const MAX_COLUMNS = 500;

/** Non-empty rows at the top of the file among which the header is looked for, and offered to choose from. */
export const HEADER_SCAN_ROWS = 10;

export const importFileMessages = {
  noRows: 'The file has no rows to import',
  tooManyRows: (maxRows: number) =>
    `The file has more than ${maxRows.toLocaleString('en-GB')} rows. Split it and import each part.`,
  cellTooLong: (rowNumber: number) =>
    `Row ${rowNumber} has a cell longer than ${MAX_CELL_LENGTH.toLocaleString('en-GB')} characters. Shorten it and upload the file again.`,
  tooManyColumns: `The file has more than ${MAX_COLUMNS} columns. Remove the columns you do not need and upload it again.`,
  headerRowNotFound: (rowNumber: number) =>
    `Row ${rowNumber} is not one of the first ${HEADER_SCAN_ROWS} filled rows of the file: choose one of those as the header`,
} as const;

const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
const LOCAL_HEADER_NAME_OFFSET = 30;

/** A zip whose local headers (those within `head`) include an entry under xl/: an OOXML workbook, not a .docx or any zip. */
function looksLikeXlsx(head: Buffer): boolean {
  if (!head.subarray(0, 4).equals(ZIP_SIGNATURE)) return false;
  for (
    let at = 0;
    at !== -1 && at + LOCAL_HEADER_NAME_OFFSET <= head.length;
    at = head.indexOf(ZIP_SIGNATURE, at + 4)
  ) {
    const nameLength = head.readUInt16LE(at + 26);
    const name = head.toString('latin1', at + LOCAL_HEADER_NAME_OFFSET, at + LOCAL_HEADER_NAME_OFFSET + nameLength);
    if (name.startsWith('xl/')) return true;
  }
  return false;
}

/**
 * What an upload is, by its name's extension and its content (`head`, the first 64 KB, is plenty):
 * .xlsx must be a zip holding a workbook, .csv must be text. Anything else, .xls included, or a
 * name that disagrees with the content (a PDF named .csv), is refused with the 'Invalid file type'
 * message (docs/domain.md "Bulk worker import").
 */
export async function detectImportFileKind(fileName: string, head: Buffer): Promise<ImportFileKind> {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.xlsx' && looksLikeXlsx(head)) return 'xlsx';
  if (extension === '.csv' && (await looksLikeText(head))) return 'csv';
  throw new ImportFileError(importMessages.invalidFileType);
}

export type ImportFileRow = { rowNumber: number; cells: string[] };

/** A leading row as the Mapping step offers it: its first cells, each cut short. */
const LEADING_CELLS = 8;
const LEADING_CELL_LENGTH = 40;

/** One of the file's first non-empty rows, shown so the user can say which one is the header. */
export type LeadingRow = { rowNumber: number; cells: string[] };

export type ReadImportFileOptions = {
  maxRows?: number;
  batchSize?: number;
  /** Called once with the headers (made unique) before any rows, so rows can be checked as they arrive. */
  onHeaders?: (headers: string[]) => void;
  /** The spreadsheet row number of the header, as the user chose it; else the header is found. */
  headerRowNumber?: number;
  /** Every GIVE_WAY_ROWS rows read: a turn for other users' requests (parsing is CPU on the event loop). */
  between?: () => Promise<void>;
};

/** Rows parsed between two turns for others: a few milliseconds of CPU. */
export const GIVE_WAY_ROWS = 200;

export type ImportFileRead = {
  headers: string[];
  totalRows: number;
  headerRowNumber: number;
  leadingRows: LeadingRow[];
};

const leadingRowOf = ({ rowNumber, cells }: SourceRow): LeadingRow => ({
  rowNumber,
  cells: cells
    .slice(0, filledWidth(cells))
    .slice(0, LEADING_CELLS)
    .map((cell) => cell.slice(0, LEADING_CELL_LENGTH)),
});

/** What reading a file yields: its rows, a batch at a time, then what the reading found. */
export type ImportFileItem = { rows: ImportFileRow[] } | { read: ImportFileRead };

/**
 * The file's rows, a batch at a time, then what the reading found. The header is the first of the
 * first HEADER_SCAN_ROWS non-empty rows that names several fields (looksLikeHeaderRow), so a title
 * line ("Workers export 27/11/2026") or blank lines above it are passed over; when none does, the
 * first non-empty row; when the user chose a row (headerRowNumber), that one. Rows above the header
 * are not data. The header is made unique; fully empty rows are skipped and row numbers stay the
 * spreadsheet's. Columns end at the header's last non-empty cell and every row has one text cell
 * per column. Refusals are ImportFileError: no rows, too many rows, a cell too long, a damaged file,
 * a chosen header row that is not there.
 */
export async function* importFileItems(
  filePath: string,
  kind: ImportFileKind,
  options: ReadImportFileOptions = {},
): AsyncGenerator<ImportFileItem> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  const batchSize = options.batchSize ?? 1000;
  const chosen = options.headerRowNumber;
  let headers: string[] | null = null;
  let headerRowNumber = 0;
  let totalRows = 0;
  let batch: ImportFileRow[] = [];
  /** Full batches not yielded yet. */
  const ready: ImportFileRow[][] = [];
  const leadingRows: LeadingRow[] = [];
  /** Non-empty rows read while the header is not known yet. */
  const waiting: SourceRow[] = [];

  const takeHeader = (header: SourceRow) => {
    const width = filledWidth(header.cells);
    if (width > MAX_COLUMNS) throw new ImportFileError(importFileMessages.tooManyColumns);
    const row = Array.from({ length: width }, (_, i) => header.cells[i] ?? '');
    if (row.some((cell) => cell.length > MAX_CELL_LENGTH))
      throw new ImportFileError(importFileMessages.cellTooLong(header.rowNumber));
    headers = uniqueHeaders(row);
    headerRowNumber = header.rowNumber;
    options.onHeaders?.(headers);
  };
  const takeData = ({ rowNumber, cells }: SourceRow, width: number) => {
    const row = Array.from({ length: width }, (_, i) => cells[i] ?? '');
    if (row.some((cell) => cell.length > MAX_CELL_LENGTH))
      throw new ImportFileError(importFileMessages.cellTooLong(rowNumber));
    if (++totalRows > maxRows) throw new ImportFileError(importFileMessages.tooManyRows(maxRows));
    batch.push({ rowNumber, cells: row });
    if (batch.length >= batchSize) {
      ready.push(batch);
      batch = [];
    }
  };
  /** The header decided: the waiting rows below it are data, those above it are not. */
  const settle = (header: SourceRow) => {
    takeHeader(header);
    for (const row of waiting) if (row.rowNumber > header.rowNumber) takeData(row, headers!.length);
    waiting.length = 0;
  };
  const isHeader = (row: SourceRow) =>
    chosen === undefined ? looksLikeHeaderRow(row.cells) : row.rowNumber === chosen;

  let read = 0;
  for await (const source of guarded(kind === 'csv' ? csvRows(filePath) : xlsxRows(filePath))) {
    if (options.between && ++read % GIVE_WAY_ROWS === 0) await options.between();
    if (!source.cells.some((cell) => cell !== '')) continue;
    if (leadingRows.length < HEADER_SCAN_ROWS) leadingRows.push(leadingRowOf(source));
    if (headers) takeData(source, (headers as string[]).length);
    else {
      waiting.push(source);
      if (isHeader(source)) settle(source);
      else if (waiting.length === HEADER_SCAN_ROWS) {
        if (chosen !== undefined) throw new ImportFileError(importFileMessages.headerRowNotFound(chosen));
        settle(waiting[0]!);
      }
    }
    while (ready.length > 0) yield { rows: ready.shift()! };
  }
  if (!headers && waiting.length > 0) {
    if (chosen !== undefined) throw new ImportFileError(importFileMessages.headerRowNotFound(chosen));
    settle(waiting[0]!);
  }
  if (!headers || totalRows === 0) throw new ImportFileError(importFileMessages.noRows);
  while (ready.length > 0) yield { rows: ready.shift()! };
  if (batch.length > 0) yield { rows: batch };
  yield { read: { headers, totalRows, headerRowNumber, leadingRows } };
}

/** Columns up to the last non-empty cell. */
function filledWidth(cells: readonly string[]): number {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === '') width--;
  return width;
}

/**
 * The source's own failures (a damaged zip, a broken quote, a read error) become the 'Upload
 * failed' message (docs/domain.md "Bulk worker import"); ImportFileError passes as it is. Errors of the loop's body (onRows)
 * are not the source's and are not touched; leaving the loop closes the source.
 */
async function* guarded(source: AsyncGenerator<SourceRow>): AsyncGenerator<SourceRow> {
  try {
    yield* source;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(importMessages.uploadFailed, { cause: error });
  }
}

const CSV_CHUNK_BYTES = 256 * 1024;
/** A record still open after this many characters is an unclosed quote swallowing the file. */
const MAX_OPEN_RECORD = MAX_COLUMNS * (MAX_CELL_LENGTH + 3);
/**
 * CSV records with papaparse's parser, fed chunk by chunk as papaparse's own streamer does (the
 * unfinished last record is carried into the next chunk), so reading waits for the caller. The
 * delimiter (comma or semicolon) and line break are guessed from the first chunk. A record
 * counts as one spreadsheet row even when a quoted cell holds line breaks.
 */
async function* csvRows(filePath: string): AsyncGenerator<SourceRow> {
  const input = fs.createReadStream(filePath, { highWaterMark: CSV_CHUNK_BYTES });
  let decoder: TextDecoder | null = null;
  let config: Papa.ParseConfig | null = null;
  let carried = '';
  let rowNumber = 0;

  function* parse(text: string, isLast: boolean): Generator<SourceRow> {
    const input = carried + text;
    config ??= guessDialect(input);
    const results = new Papa.Parser(config).parse(input, 0, !isLast) as Papa.ParseResult<string[]>;
    if (results.errors.some((error) => error.type === 'Quotes')) throw new Error('Malformed CSV quotes');
    carried = isLast ? '' : input.slice(results.meta.cursor);
    if (carried.length > MAX_OPEN_RECORD) throw new Error('Unclosed CSV quote');
    for (const record of results.data) {
      rowNumber++;
      yield { rowNumber, cells: record.map((cell) => cell.trim()) };
    }
  }

  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      decoder ??= textDecoderFor(chunk);
      yield* parse(decoder.decode(chunk, { stream: true }), false);
    }
    yield* parse(decoder?.decode() ?? '', true);
  } finally {
    input.destroy();
  }
}

function guessDialect(sample: string): Papa.ParseConfig {
  const { meta } = Papa.parse<string[]>(sample.slice(0, CSV_CHUNK_BYTES), {
    delimitersToGuess: [',', ';'],
    preview: 50,
  });
  return { delimiter: meta.delimiter || ',', newline: meta.linebreak as Papa.ParseConfig['newline'] };
}
