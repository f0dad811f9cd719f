import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/bench/server.ts';
import { healthPaths } from '../../src/shared/api/health.ts';
import { createPostgresServer, type PostgresServer } from './support/postgres-server.ts';

/**
 * Readiness while PostgreSQL goes away and comes back (docs/operations.md, "Readiness and
 * liveness"): the real server (src/server/main.ts) on a PostgreSQL server of its own, which the test
 * kills (pg_ctl stop -m immediate) and starts again. GET /api/ready must say 503 within 1.5 s of the
 * kill and 200 again within 5 s of the start; the times measured are printed.
 */
let postgres: PostgresServer;
let server: RunningServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-ready-'));

beforeAll(async () => {
  postgres = await createPostgresServer();
  server = await startServer({
    root: process.cwd(),
    dataDir,
    timeoutMs: 120_000,
    env: { DATABASE_URL: postgres.url, STOP_DRAIN_SECONDS: '0', LOG_LEVEL: 'fatal' },
  });
});
afterAll(async () => {
  await server?.stop();
  await postgres?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Ready = { status: number; body: unknown };

async function askReady(): Promise<Ready> {
  try {
    const res = await fetch(`${server.url}${healthPaths.ready.build()}`, { signal: AbortSignal.timeout(3_000) });
    return { status: res.status, body: await res.json() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

type Checks = { database: 'ok' | 'down'; files: 'ok' | 'down'; jobs: 'ok' | 'down' };

/**
 * Asks every 25 ms from `since` until the answer has `status` and names exactly these `checks`
 * (while the kill is under way one probe may fail before another does); the answer and the
 * milliseconds it took.
 */
async function untilAnswer(
  status: number,
  checks: Checks,
  since: number,
  limitMs: number,
): Promise<Ready & { afterMs: number }> {
  for (;;) {
    const answer = await askReady();
    const afterMs = performance.now() - since;
    if (answer.status === status && isDeepStrictEqual(answer.body, { checks })) return { ...answer, afterMs };
    if (afterMs > limitMs)
      throw new Error(
        `no ${status} ${JSON.stringify({ checks })} within ${limitMs} ms; last ${JSON.stringify(answer)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/ready while PostgreSQL stops and starts again', () => {
  it('answers 503 within 1.5 s of PostgreSQL stopping and 200 within 5 s of it being back', async () => {
    expect(await askReady()).toEqual({ status: 200, body: { checks: { database: 'ok', files: 'ok', jobs: 'ok' } } });

    const killedAt = performance.now();
    const killing = postgres.kill();
    const down = await untilAnswer(503, { database: 'down', files: 'ok', jobs: 'down' }, killedAt, 10_000);
    await killing;

    const startedAt = performance.now();
    await postgres.start();
    const acceptingAfterMs = performance.now() - startedAt;
    const up = await untilAnswer(200, { database: 'ok', files: 'ok', jobs: 'ok' }, startedAt, 15_000);

    console.log(
      `readiness: 503 ${down.afterMs.toFixed(0)} ms after pg_ctl stop -m immediate; ` +
        `200 ${up.afterMs.toFixed(0)} ms after pg_ctl start (PostgreSQL accepting after ${acceptingAfterMs.toFixed(0)} ms)`,
    );
    expect(down.afterMs).toBeLessThan(1_500);
    expect(up.afterMs).toBeLessThan(5_000);
    // The instance is whole again: the liveness check and the job queue answer.
    const health = await fetch(`${server.url}${healthPaths.health.build()}`);
    expect(health.status).toBe(200);
  });
});
