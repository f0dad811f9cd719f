import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { payrollMessages } from '../../../shared/api/payroll.ts';
import { badRequest } from '../../lib/app-error.ts';
import { looksLikeText, textDecoderFor } from '../../lib/text-files.ts';
import { xlsxRows } from '../../lib/xlsx-rows.ts';

/**
 * Reading a payroll file (docs/domain.md; issue 24 item 9): a CSV (UTF-8 text, parsed whole
 * by papaparse: quotes, BOM, CRLF, comma or semicolon) or an .xlsx workbook (its first sheet with
 * data, streamed; date cells arrive as YYYY-MM-DD, numbers as plain decimal text). The file is at
 * most 20 MB and the whole of it is checked before anything is saved (docs/domain.md).
 */
export type PayrollFileRow = { row: number; cells: string[] };
export type PayrollFile = { headers: string[]; rows: PayrollFileRow[] };
export type PayrollFileKind = 'csv' | 'xlsx';

const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

/** Enough of the file's start to tell text from a PDF, an image or an archive. */
const HEAD_BYTES = 64 * 1024;

/**
 * By name and content: a .csv must be text (lib/text-files looksLikeText: no control byte, nothing
 * with magic bytes, so a PDF renamed .csv is refused), an .xlsx a zip.
 */
export async function payrollFileKind(fileName: string, bytes: Buffer): Promise<PayrollFileKind> {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv' && (await looksLikeText(bytes.subarray(0, HEAD_BYTES)))) return 'csv';
  if (extension === '.xlsx' && bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  throw badRequest(payrollMessages.invalidFileType);
}

/**
 * The header (the first non-empty row) and the data rows with their spreadsheet row numbers (the
 * header is row 1 when it is the first line); rows with no cell filled are skipped.
 */
function toPayrollFile(records: Iterable<{ row: number; cells: string[] }>): PayrollFile {
  let headers: string[] | null = null;
  const rows: PayrollFileRow[] = [];
  for (const record of records) {
    if (!record.cells.some((cell) => cell.trim() !== '')) continue;
    if (headers) rows.push(record);
    else headers = record.cells.map((cell) => cell.trim());
  }
  if (!headers || rows.length === 0) throw badRequest(payrollMessages.emptyFile);
  return { headers, rows };
}

export function parsePayrollCsv(text: string): PayrollFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimitersToGuess: [',', ';'] });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw badRequest(payrollMessages.unreadable);
  return toPayrollFile(parsed.data.map((cells, index) => ({ row: index + 1, cells })));
}

async function readWorkbook(filePath: string): Promise<PayrollFile> {
  const records: { row: number; cells: string[] }[] = [];
  try {
    for await (const { rowNumber, cells } of xlsxRows(filePath)) records.push({ row: rowNumber, cells });
  } catch {
    throw badRequest(payrollMessages.unreadableWorkbook);
  }
  return toPayrollFile(records);
}

export async function readPayrollFile(filePath: string, fileName: string): Promise<PayrollFile> {
  const bytes = await fs.promises.readFile(filePath);
  if ((await payrollFileKind(fileName, bytes)) === 'xlsx') return readWorkbook(filePath);
  // Windows-1252 when the file is not UTF-8 (Excel's plain CSV on a UK machine): its £ signs survive.
  return parsePayrollCsv(textDecoderFor(bytes).decode(bytes));
}
