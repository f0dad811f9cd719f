import { multipart } from '../fixtures/documents.ts';
import type { TestApp } from './app.ts';

export const PAYROLL_HEADER = ['NI Number', 'Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay'];

/** A payroll CSV: the header then the rows, CRLF line ends as Excel writes them. */
export const payrollCsv = (rows: readonly (readonly string[])[], header: readonly string[] = PAYROLL_HEADER) =>
  Buffer.from([header, ...rows].map((cells) => cells.join(',')).join('\r\n'));

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
