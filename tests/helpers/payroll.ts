import { multipart } from '../fixtures/documents.ts';
import type { TestApp } from './app.ts';

export const PAYROLL_HEADER = ['NI Number', 'Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay'];

/** A payroll CSV: the header then the rows, CRLF line ends as Excel writes them. */
export const payrollCsv = (rows: readonly (readonly string[])[], header: readonly string[] = PAYROLL_HEADER) =>
  Buffer.from([header, ...rows].map((cells) => cells.join(',')).join('\r\n'));

/** One row per NI number, each paid the same on 2025-06-06 (gross 512.34, net 410.04): a big file's rows. */
export const samePayRows = (niNumbers: readonly string[]) =>
  niNumbers.map((niNumber) => [niNumber, '2025-06-06', '512.34', '60.2', '30.1', '12', '410.04']);

/**
 * POST /api/payroll-records/upload with the file (unless null), the week ending (unless null) and
 * any other form fields (confirmVariances, existingWeek).
 */
export async function uploadPayroll(
  t: TestApp,
  cookie: string,
  file: { name?: string; bytes: Buffer; type?: string } | null,
  weekEnding: string | null = '2025-03-09',
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(
    weekEnding === null ? { ...fields } : { weekEnding, ...fields },
    file
      ? { field: 'file', name: file.name ?? 'payroll.csv', bytes: file.bytes, type: file.type ?? 'text/csv' }
      : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/payroll-records/upload',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}
