import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Asks every 25 ms from `since` until the answer has `status`; the answer and the milliseconds it took. */
async function untilStatus(status: number, since: number, limitMs: number): Promise<Ready & { afterMs: number }> {
  for (;;) {
    const answer = await askReady();
    const afterMs = performance.now() - since;
    if (answer.status === status) return { ...answer, afterMs };
    if (afterMs > limitMs) throw new Error(`no ${status} within ${limitMs} ms; last ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/ready while PostgreSQL stops and starts again', () => {
  it('answers 503 within 1.5 s of PostgreSQL stopping and 200 within 5 s of it being back', async () => {
    expect(await askReady()).toEqual({ status: 200, body: { checks: { database: 'ok', files: 'ok', jobs: 'ok' } } });

    const killedAt = performance.now();
    const killing = postgres.kill();
    const down = await untilStatus(503, killedAt, 10_000);
    await killing;
    expect(down.body).toEqual({ checks: { database: 'down', files: 'ok', jobs: 'down' } });

    const startedAt = performance.now();
    await postgres.start();
    const acceptingAfterMs = performance.now() - startedAt;
    const up = await untilStatus(200, startedAt, 15_000);
    expect(up.body).toEqual({ checks: { database: 'ok', files: 'ok', jobs: 'ok' } });

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
