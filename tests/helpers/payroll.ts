import { multipart } from '../fixtures/documents.ts';
import type { TestApp } from './app.ts';

export const PAYROLL_HEADER = ['NI Number', 'Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay'];

/** A payroll CSV: the header then the rows, CRLF line ends as Excel writes them. */
export const payrollCsv = (rows: readonly (readonly string[])[], header: readonly string[] = PAYROLL_HEADER) =>
  Buffer.from([header, ...rows].map((cells) => cells.join(',')).join('\r\n'));

/** POST /api/payroll-records/upload with the file (unless null) and the week ending (unless null). */
export async function uploadPayroll(
  t: TestApp,
  cookie: string,
  file: { name?: string; bytes: Buffer } | null,
  weekEnding: string | null = '2025-03-09',
) {
  const { payload, contentType } = await multipart(
    weekEnding === null ? {} : { weekEnding },
    file ? { field: 'file', name: file.name ?? 'payroll.csv', bytes: file.bytes, type: 'text/csv' } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/payroll-records/upload',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}
