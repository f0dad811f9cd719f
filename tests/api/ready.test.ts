import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { healthPaths } from '../../src/shared/api/health.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';

/**
 * GET /api/ready, the readiness check (docs/operations.md, "Readiness and liveness"): no session,
 * 200 when the database, the file store and the job queue work, else 503 naming what is down, and
 * nothing more (no error text, no host, no secret). The database stopping under a running server
 * is tested in tests/cluster/readiness.test.ts, on a PostgreSQL cluster of its own.
 */
let t: TestApp | undefined;
let s3: TestS3 | undefined;
afterEach(async () => {
  await t?.close();
  await s3?.close();
  t = undefined;
  s3 = undefined;
});

const ready = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: healthPaths.ready.build() });
  return { status: res.statusCode, body: res.json<unknown>() };
};

const allOk = { checks: { database: 'ok', files: 'ok', jobs: 'ok' } };

describe('GET /api/ready', () => {
  it('answers 200 with every check ok, without a session, once the job queue runs', async () => {
    t = await createTestApp({}, { jobs: true });
    expect(await ready(t)).toEqual({ status: 200, body: allOk });
  });

  it('answers 503 with jobs down while the job queue is not running', async () => {
    t = await createTestApp({}, { jobs: false });
    expect(await ready(t)).toEqual({
      status: 503,
      body: { checks: { database: 'ok', files: 'ok', jobs: 'down' } },
    });
  });

  it('answers 503 with files down when DATA_DIR is gone, and 200 again when it is back', async () => {
    t = await createTestApp({}, { jobs: true });
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    expect(await ready(t)).toEqual({
      status: 503,
      body: { checks: { database: 'ok', files: 'down', jobs: 'ok' } },
    });
    fs.mkdirSync(t.dataDir);
    expect(await ready(t)).toEqual({ status: 200, body: allOk });
  });

  it('on S3: ok while the bucket answers, down within the probe time once it does not', async () => {
    s3 = await startS3('crm-ready-files');
    t = await createTestApp(s3.env, { jobs: true });
    expect(await ready(t)).toEqual({ status: 200, body: allOk });
    await s3.close();
    s3 = undefined;
    const started = performance.now();
    const answer = await ready(t);
    const elapsed = performance.now() - started;
    expect(answer).toEqual({ status: 503, body: { checks: { database: 'ok', files: 'down', jobs: 'ok' } } });
    expect(elapsed).toBeLessThan(1_500);
  });

  it('answers 503 with stopping true from the moment the stop begins, its checks still shown', async () => {
    t = await createTestApp({}, { jobs: true });
    t.readiness.beginStop();
    expect(await ready(t)).toEqual({ status: 503, body: { ...allOk, stopping: true } });
    // GET /api/health, the liveness check, is not about stopping: the process still answers.
    const health = await t.app.inject({ method: 'GET', url: healthPaths.health.build() });
    expect(health.statusCode).toBe(200);
  });
});
