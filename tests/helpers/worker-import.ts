import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { generateImportFile, templateHeaders } from '../fixtures/worker-import/generate-import-file.ts';
import { multipart } from '../fixtures/documents.ts';
import { call, type Body, type TestApp } from './app.ts';

/** Calls of the bulk import for API tests (src/server/modules/worker-import). */

export const base = (sessionId: string) => `/api/upload-workers/${sessionId}`;

/** POST /api/upload-workers/upload with one file (field `file` unless told). */
export async function uploadImport(t: TestApp, cookie: string, file: { name: string; bytes: Buffer; field?: string }) {
  const { payload, contentType } = await multipart({}, { field: file.field ?? 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-workers/upload',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

/** A CSV of these rows under these headers (UTF-8, CRLF). */
export const csvBytes = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  Buffer.from(`${Papa.unparse([headers, ...rows], { newline: '\r\n' })}\r\n`);

/** A generated file of valid workers under the template's 30 headers (tests/fixtures/worker-import). */
export async function generatedFile(rows: number, format: 'csv' | 'xlsx', seed: number): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-import-'));
  const file = path.join(dir, `workers.${format}`);
  try {
    await generateImportFile({ rows, format, path: file, seed });
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export { templateHeaders };

/** Uploads, maps as proposed, validates: the session id and the validation results. */
export async function uploadMapValidate(t: TestApp, cookie: string, file: { name: string; bytes: Buffer }) {
  const uploaded = await uploadImport(t, cookie, file);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { sessionId, suggestedMappings } = uploaded.json<{ sessionId: string; suggestedMappings: Body }>();
  const mapped = await call(t, 'POST', `${base(sessionId)}/map-columns`, {
    cookie,
    payload: { columnMappings: suggestedMappings },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  const validated = await call(t, 'POST', `${base(sessionId)}/validate`, { cookie });
  expect(validated.statusCode, validated.body).toBe(200);
  return { sessionId, validationResults: validated.json<{ validationResults: Body }>().validationResults };
}

/** The workers table as a count and an md5 of every row in id order: equal before and after means nothing changed. */
export async function workersFingerprint(t: TestApp): Promise<{ count: number; checksum: string }> {
  const result = await t.ctx.db.execute(
    sql`select count(*)::int as count, coalesce(md5(string_agg(w::text, '|' order by w.id)), '') as checksum from workers w`,
  );
  return (result as { rows: { count: number; checksum: string }[] }).rows[0]!;
}
