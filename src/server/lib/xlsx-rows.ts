import fs from 'node:fs';
import zlib from 'node:zlib';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

dayjs.extend(utc);

/*
 * Reading .xlsx uploads as rows of text cells, for every area that takes a spreadsheet (the bulk
 * worker import, the payroll upload): domain-free, so it lives in lib.
 */

/** One row of a sheet as text cells (column order, 0-based), with the sheet's own row number. */
export type SourceRow = { rowNumber: number; cells: string[] };

/** Far more than a 100,000-row sheet (or a 20 MB payroll workbook) unpacks to (about 130 MB for 30 columns): a bigger one is a zip bomb. */
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/**
 * The workbook's zip checked before exceljs streams it: the central directory (read from the end;
 * a truncated upload has none) must list xl/workbook.xml (a .docx does not), and every entry must
 * inflate to its declared size and CRC. exceljs's unzipper waits for ever on damaged deflate data
 * instead of failing, so damage has to be found first. Answers false for anything else.
 */
async function isSoundWorkbookZip(path: string): Promise<boolean> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    return false;
  }
  try {
    let hasWorkbook = false;
    let unpackedBytes = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'xl/workbook.xml') hasWorkbook = true;
      unpackedBytes += entry.uncompressedSize;
      if (unpackedBytes > MAX_UNPACKED_BYTES) return false;
      let crc = 0;
      for await (const chunk of await zip.openReadStreamPromise(entry)) crc = zlib.crc32(chunk as Buffer, crc);
      if (crc !== entry.crc32) return false;
    }
    return hasWorkbook;
  } catch {
    return false;
  } finally {
    zip.close();
  }
}

type CellValue = ExcelJS.CellValue | undefined;

/** Plain decimal text, 15 significant digits as Excel keeps them, never an exponent: 7700900123 stays '7700900123'. */
const numberText = (value: number) =>
  Number.isFinite(value)
    ? Number(value.toPrecision(15)).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : '';

/**
 * A cell as import text: strings trimmed, numbers as decimal text, date cells YYYY-MM-DD (exceljs
 * gives the day at UTC midnight), formulas their cached result, rich text joined, a hyperlink its
 * text, booleans TRUE/FALSE, errors empty.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayjs.utc(value).format('YYYY-MM-DD');
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('hyperlink' in value) return cellText(value.text);
  return '';
}

/**
 * The rows of the first sheet with data, streamed with exceljs's WorkbookReader (never the whole
 * workbook in memory; shared strings and styles cached, which date cells need). Throws when the
 * file is not a readable workbook; the caller turns that into the upload-failed message.
 */
export async function* xlsxRows(path: string): AsyncGenerator<SourceRow> {
  if (!(await isSoundWorkbookZip(path))) throw new Error('Not a sound workbook zip');
  const input = fs.createReadStream(path);
  // A read error on the file is not forwarded by exceljs's pipe into the unzipper: kept and rethrown.
  const inputFailure: { error?: Error } = {};
  input.on('error', (error) => {
    inputFailure.error = error;
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const worksheet of workbook) {
      let hasData = false;
      let previousNumber = 0;
      for await (const row of worksheet) {
        const rowNumber = Number.isInteger(row.number) && row.number > 0 ? row.number : previousNumber + 1;
        previousNumber = rowNumber;
        const values = row.values as CellValue[];
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1]));
        if (cells.some((cell) => cell !== '')) hasData = true;
        yield { rowNumber, cells };
      }
      if (inputFailure.error) throw inputFailure.error;
      if (hasData) return;
    }
    if (inputFailure.error) throw inputFailure.error;
  } finally {
    input.destroy();
  }
}
