import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { payrollMessages } from '../../../shared/api/payroll.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * Reading a payroll CSV (spec part 3 section 5): UTF-8 text, parsed whole by papaparse (quotes,
 * BOM, CRLF, comma or semicolon). The file is at most 20 MB, so it is read in one piece: the
 * whole file is checked before anything is saved anyway (DECISIONS section 4).
 */
export type PayrollFileRow = { row: number; cells: string[] };
export type PayrollFile = { headers: string[]; rows: PayrollFileRow[] };

/** The name says .csv and the bytes are text (no NUL byte, which binary files and UTF-16 carry). */
export function assertCsvFile(fileName: string, bytes: Buffer): void {
  if (path.extname(fileName).toLowerCase() !== '.csv' || bytes.includes(0))
    throw badRequest(payrollMessages.invalidFileType);
}

/**
 * The header (the first non-empty record) and the data rows with their spreadsheet row numbers
 * (the header is row 1 when it is the first line); records with no cell filled are skipped.
 */
export function parsePayrollCsv(text: string): PayrollFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimitersToGuess: [',', ';'] });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw badRequest(payrollMessages.unreadable);
  let headers: string[] | null = null;
  const rows: PayrollFileRow[] = [];
  parsed.data.forEach((record, index) => {
    if (!record.some((cell) => cell.trim() !== '')) return;
    if (headers) rows.push({ row: index + 1, cells: record });
    else headers = record.map((cell) => cell.trim());
  });
  if (!headers || rows.length === 0) throw badRequest(payrollMessages.emptyFile);
  return { headers, rows };
}

export async function readPayrollFile(filePath: string, fileName: string): Promise<PayrollFile> {
  const bytes = await fs.promises.readFile(filePath);
  assertCsvFile(fileName, bytes);
  return parsePayrollCsv(new TextDecoder('utf-8').decode(bytes));
}
