import autocannon from 'autocannon';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '../../src/shared/api/auth.ts';
import { healthPaths } from '../../src/shared/api/health.ts';
import { CLUSTER_ADMIN, startCluster, type Cluster } from './support/cluster.ts';

/**
 * A rolling restart (docs/operations.md, "Stopping and rolling restarts"): two instances behind
 * HAProxy, which asks GET /api/ready; one instance is stopped with SIGTERM and started again while
 * users keep working through the balancer. The stopping instance answers 503 to the check at once,
 * serves on while HAProxy drains it, then stops accepting and finishes what it was answering; no
 * user request fails. The figures are printed. A job running when its instance is told to stop
 * finishes before the instance exits.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(): Promise<string> {
  const res = await fetch(`${cluster.lb}${authPaths.login.build()}`, {
    method: 'POST',
    headers: { origin: cluster.lb, 'content-type': 'application/json' },
    body: JSON.stringify(CLUSTER_ADMIN),
  });
  expect(res.status, await res.text()).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('a rolling restart behind the balancer', () => {
  it('SIGTERM to one instance and a new start, under 50 requests a second for 10 s: none fails', async () => {
    const cookie = await signIn();
    const statuses = new Map<number, number>();
    const load = autocannon({
      url: `${cluster.lb}${authPaths.user.build()}`,
      connections: 10,
      overallRate: 50,
      duration: 10,
      timeout: 10,
      headers: { cookie },
    });
    void load.on('response', (_client: unknown, status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );

    await sleep(1_500);
    const b = cluster.b;
    const exited = new Promise<number | null>((resolve) => b.server.child.once('exit', (code) => resolve(code)));
    const stopAt = performance.now();
    // Its readiness turns 503 at once: the balancer's next checks take it out.
    b.server.child.kill('SIGTERM');
    const ready = await fetch(`${b.url}${healthPaths.ready.build()}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ checks: { database: 'ok', files: 'ok', jobs: 'ok' }, stopping: true });
    const exitCode = await exited;
    const stoppedAfterMs = performance.now() - stopAt;
    expect(exitCode).toBe(0);
    const startAt = performance.now();
    await cluster.restart(b);
    const startedAfterMs = performance.now() - startAt;

    const result = await load;
    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `rolling restart: ${answered} requests through HAProxy in ${result.duration} s at 50 a second; ` +
        `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; instance B stopped ${stoppedAfterMs.toFixed(0)} ms ` +
        `after SIGTERM and answered again ${startedAfterMs.toFixed(0)} ms after its start`,
    );
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
    expect(result['2xx']).toBeGreaterThanOrEqual(400);
    expect(answered).toBe(result['2xx']);

    // B is back in the balancer's rotation: its readiness answers 200.
    const back = await fetch(`${b.url}${healthPaths.ready.build()}`);
    expect(back.status).toBe(200);
  });
});

/** Waits until `probe` answers something other than undefined. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('a job running when its instance is told to stop', () => {
  it('finishes its run before the instance exits: its effect once, no retry, exit code 0', async () => {
    const [admin] = await cluster.query<{ id: number }>('select id from users where email = $1', [CLUSTER_ADMIN.email]);
    for (let i = 0; i < 3; i += 1) {
      await cluster.query(
        `insert into sessions (id, user_id, last_seen_at, expires_at) values ($1, $2, now() - interval '2 days', now() - interval '1 day')`,
        [`sigterm-${i}`, admin!.id],
      );
    }
    // The run will wait on this lock part way, holding its instance's attention.
    const locker = new pg.Client({ connectionString: cluster.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table sessions in access exclusive mode');
    const boss = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      await boss.send('expired-sessions', { runKey: 'cluster-sigterm' });
      const holder = await until('an instance holding the run', async () => {
        const [row] = await cluster.query<{ name: string }>(
          `select application_name as name from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and application_name like 'crm-%'`,
        );
        return row?.name;
      });
      const instance = holder === 'crm-a' ? cluster.a : cluster.b;
      const exited = new Promise<number | null>((resolve) => instance.server.child.once('exit', resolve));
      instance.server.child.kill('SIGTERM');
      // Past its drain (2 s) it has stopped accepting and waits for the run.
      await sleep(3_000);
      expect(instance.server.child.exitCode).toBeNull();
      await locker.query('commit');
      expect(await exited).toBe(0);
    } finally {
      await locker.end().catch(() => undefined);
      await boss.stop({ graceful: false });
    }
    expect(
      await cluster.query(
        `select summary from job_runs where job = 'expired-sessions' and run_key = 'cluster-sigterm'`,
      ),
    ).toEqual([{ summary: { removedSessions: 3 } }]);
    expect(
      await cluster.query(
        `select state, retry_count from pgboss.job where name = 'expired-sessions' and data->>'runKey' = 'cluster-sigterm'`,
      ),
    ).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
