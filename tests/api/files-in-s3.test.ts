import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportHistory, workerDocuments } from '../../src/server/db/schema/index.ts';
import { call } from '../helpers/app.ts';
import { getReport } from '../helpers/reports.ts';
import { useTestS3 } from '../helpers/s3.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';
import { multipart, pdfBytes } from '../fixtures/documents.ts';

// The s3rver starts first (its hooks are registered first), so the app is built on it.
const { s3, env } = useTestS3();
const { t, admin } = useTestApp({ admin: 'admin' }, env);

describe('the app with FILE_STORE=s3', () => {
  it('keeps an uploaded worker document in the bucket, downloads the same bytes, and deletes it from the bucket', async () => {
    const worker = await makeWorker(t);
    const { payload, contentType } = await multipart(
      { documentType: 'passport' },
      { name: 'passport.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${worker.id}/documents`,
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const [row] = await t.ctx.db.select().from(workerDocuments).where(eq(workerDocuments.id, id));
    expect(await s3.keys()).toEqual([row!.storedFileName]);
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);

    const url = `/api/workers/${worker.id}/documents/${id}`;
    const download = await call(t, 'GET', `${url}/download`, { cookie: admin.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(pdfBytes());

    expect((await call(t, 'DELETE', url, { cookie: admin.cookie })).statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('keeps a generated report in the bucket under reports/ and downloads it again from Recent Reports', async () => {
    await makeWorker(t);
    const res = await getReport(t, admin.cookie, 'workers', { format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.ctx.db.select().from(reportHistory);
    expect(await s3.keys()).toEqual([`reports/${entry!.storedFileName}`]);
    expect(fs.existsSync(path.join(t.dataDir, 'reports'))).toBe(false);
    const again = await call(t, 'GET', `/api/reports/history/${entry!.id}/download`, { cookie: admin.cookie });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });
});
