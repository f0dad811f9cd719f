import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfBytes } from '../fixtures/documents.ts';
import { CLUSTER_ADMIN, startCluster, type Cluster } from './support/cluster.ts';

/**
 * The product on two machines (docs/operations.md, "Several instances"): two real instances on one
 * PostgreSQL database behind HAProxy. What one instance does, the other sees at once.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

type Answer = { status: number; json: () => unknown; text: string; cookie: string | undefined };

async function send(base: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: cluster.lb,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  return { status: res.status, text, cookie, json: () => JSON.parse(text) as unknown } satisfies Answer;
}

async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const answer = await send(base, 'POST', '/api/auth/login', { body: user });
  expect(answer.status, answer.text).toBe(200);
  return answer.cookie!;
}

describe('two instances behind a load balancer, one PostgreSQL', () => {
  it('started together, they applied every migration once and made one first administrator', async () => {
    const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrations] = await cluster.query<{ n: number; hashes: number }>(
      'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(migrations).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
    expect(await cluster.query('select email, role from users')).toEqual([
      { email: CLUSTER_ADMIN.email, role: 'admin' },
    ]);
  });

  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const cookie = await signIn(cluster.a.url, CLUSTER_ADMIN);
    expect((await send(cluster.b.url, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect((await send(cluster.b.url, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await send(cluster.a.url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await send(cluster.b.url, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('10 wrong passwords alternating A and B give 10 answers 401, then 429 on both', async () => {
    const admin = await signIn(cluster.lb, CLUSTER_ADMIN);
    const user = { email: 'guessed@cluster.test', password: 'Guessed!Pass-42' };
    const created = await send(cluster.lb, 'POST', '/api/admin/users', {
      cookie: admin,
      body: { ...user, firstName: 'Guessed', lastName: 'Person', role: 'support' },
    });
    expect(created.status, created.text).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const base = i % 2 === 0 ? cluster.a.url : cluster.b.url;
      statuses.push(
        (await send(base, 'POST', '/api/auth/login', { body: { ...user, password: `Wrong-${i}-pass` } })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('a role change, a password reset and a deactivation made through B end the sessions on A at once', async () => {
    const admin = await signIn(cluster.b.url, CLUSTER_ADMIN);
    const user = { email: 'changed@cluster.test', password: 'Changed!Pass-42' };
    const created = await send(cluster.b.url, 'POST', '/api/admin/users', {
      cookie: admin,
      body: { ...user, firstName: 'Changed', lastName: 'Person', role: 'support' },
    });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: number };
    const onA = async (password: string) => {
      const cookie = await signIn(cluster.a.url, { ...user, password });
      expect((await send(cluster.a.url, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
      return async () => (await send(cluster.a.url, 'GET', '/api/auth/user', { cookie })).status;
    };
    const change = async (method: string, url: string, body: unknown) => {
      const answer = await send(cluster.b.url, method, url, { cookie: admin, body });
      expect(answer.status, answer.text).toBe(200);
    };

    // docs/domain.md, "Role changes end sessions": each change below ends the user's sessions.
    const first = await onA(user.password);
    await change('PUT', `/api/admin/users/${id}`, { role: 'finance' });
    expect(await first()).toBe(401);
    const second = await onA(user.password);
    expect(await second()).toBe(200);
    await change('POST', `/api/admin/users/${id}/reset-password`, { password: 'Reset!Pass-4242' });
    expect(await second()).toBe(401);
    const third = await onA('Reset!Pass-4242');
    await change('PUT', `/api/admin/users/${id}`, { isActive: false });
    expect(await third()).toBe(401);
  });

  it('through the balancer, a signed-in user keeps working while one instance is killed', async () => {
    const cookie = await signIn(cluster.lb, CLUSTER_ADMIN);
    cluster.b.server.child.kill('SIGKILL');
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) answers.push((await send(cluster.lb, 'GET', '/api/auth/user', { cookie })).status);
    expect(answers).toEqual(Array.from({ length: 10 }, () => 200));
    await cluster.restart(cluster.b);
    expect((await send(cluster.b.url, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
  });
});

describe('files and jobs shared by two instances', () => {
  it('a document uploaded through A downloads through B with the same SHA-256', async () => {
    const cookie = await signIn(cluster.lb, CLUSTER_ADMIN);
    const worker = await send(cluster.a.url, 'POST', '/api/workers', {
      cookie,
      body: {
        title: 'MS',
        firstName: 'Stored',
        lastName: 'Files',
        gender: 'FEMALE',
        maritalStatus: 'SINGLE',
        nationality: 'BRITISH',
        dateOfBirth: '17/05/1990',
        email: 'stored.files@cluster.test',
        phone: '07700 900123',
        addressLine1: '1 High Street',
        city: 'Leeds',
        county: 'West Yorkshire',
        postCode: 'LS1 4AP',
        accountName: 'S FILES',
        sortCode: '123456',
        accountNumber: '12345678',
        niNumber: 'CE123456A',
        workStartDate: '08/01/2024',
        paymentFrequency: 'Weekly',
        niCategory: 'A',
        taxCode: '1257L',
        completionPercentage: 100,
      },
    });
    expect(worker.status, worker.text).toBe(201);
    const { id } = worker.json() as { id: number };
    const bytes = Buffer.concat([pdfBytes(), crypto.randomBytes(3 * 1024 * 1024)]);
    const { payload, contentType } = await multipart(
      { documentType: 'right_to_work' },
      { name: 'passport.pdf', bytes },
    );
    const uploaded = await fetch(`${cluster.a.url}/api/workers/${id}/documents`, {
      method: 'POST',
      headers: { origin: cluster.lb, cookie, 'content-type': contentType },
      body: payload,
    });
    const document = (await uploaded.json()) as { id: number };
    expect(uploaded.status, JSON.stringify(document)).toBe(201);
    const downloaded = await fetch(`${cluster.b.url}/api/workers/${id}/documents/${document.id}/download`, {
      headers: { cookie },
    });
    expect(downloaded.status).toBe(200);
    const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
    expect(sha256(Buffer.from(await downloaded.arrayBuffer()))).toBe(sha256(bytes));
    // Neither instance kept it on its own disk: the bytes are in the bucket.
    expect(fs.existsSync(path.join(cluster.a.dataDir, 'files'))).toBe(false);
    expect(await cluster.s3.keys()).toHaveLength(1);
  });
});

/** Sessions of the administrator that ended yesterday: what the expired-sessions job removes. */
async function expiredSessions(count: number, tag: string) {
  const [admin] = await cluster.query<{ id: number }>('select id from users where email = $1', [CLUSTER_ADMIN.email]);
  for (let i = 0; i < count; i += 1) {
    await cluster.query(
      `insert into sessions (id, user_id, last_seen_at, expires_at) values ($1, $2, now() - interval '2 days', now() - interval '1 day')`,
      [`${tag}-${i}`, admin!.id],
    );
  }
}

/** Holds an exclusive lock on the sessions table until `release`: a run of expired-sessions waits on it part way. */
async function lockSessions() {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('lock table sessions in access exclusive mode');
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** The instances (crm-a, crm-b) whose database connections are waiting on a lock now. */
const waitingInstances = async () =>
  (
    await cluster.query<{ name: string }>(
      `select distinct application_name as name from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and application_name like 'crm-%'
       order by 1`,
    )
  ).map((row) => row.name);

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('jobs on two instances', () => {
  let boss: PgBoss;
  beforeAll(async () => {
    // A queue client of the test's own: it sends runs as the schedule would, and runs nothing.
    boss = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
  });

  const runsOf = (key: string) =>
    cluster.query<{ summary: unknown }>(
      `select summary from job_runs where job = 'expired-sessions' and run_key = $1`,
      [key],
    );

  it('a scheduled run fired on both instances at once has its effect once', async () => {
    await expiredSessions(5, 'both');
    const release = await lockSessions();
    try {
      await boss.send('expired-sessions', { runKey: 'cluster-both' });
      await boss.send('expired-sessions', { runKey: 'cluster-both' });
      // Each instance has taken one of the two firings and waits: one on the lock, one on the run's key.
      await until('both instances holding a run', async () =>
        (await waitingInstances()).join() === 'crm-a,crm-b' ? true : undefined,
      );
    } finally {
      await release();
    }
    await until('both firings settled', async () => {
      const [open] = await cluster.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'expired-sessions' and state <> 'completed'`,
      );
      return open!.n === 0 ? true : undefined;
    });
    expect(await runsOf('cluster-both')).toEqual([{ summary: { removedSessions: 5 } }]);
    expect(await cluster.query(`select id from sessions where id like 'both-%'`)).toEqual([]);
  });

  it('a run whose instance is killed part way is finished by the other, its effect once', async () => {
    await expiredSessions(3, 'killed');
    const release = await lockSessions();
    let holder: string;
    try {
      await boss.send('expired-sessions', { runKey: 'cluster-killed' });
      holder = await until('an instance holding the run', async () => (await waitingInstances())[0]);
      const instance = holder === 'crm-a' ? cluster.a : cluster.b;
      instance.server.child.kill('SIGKILL');
      await new Promise((resolve) => instance.server.child.once('exit', resolve));
    } finally {
      await release();
    }
    const [run] = await until('the other instance to finish the run', async () => {
      const rows = await runsOf('cluster-killed');
      return rows.length > 0 ? rows : undefined;
    });
    expect(run).toEqual({ summary: { removedSessions: 3 } });
    expect(await runsOf('cluster-killed')).toHaveLength(1);
    expect(await cluster.query(`select id from sessions where id like 'killed-%'`)).toEqual([]);
    expect(await cluster.query('select job from job_dead_letters')).toEqual([]);
    await cluster.restart(holder === 'crm-a' ? cluster.a : cluster.b);
  });
});

/** Signs in from a loopback address of our choosing (127.0.0.2), with any headers; answers the session's recorded address. */
function signInFrom(base: string, localAddress: string, headers: Record<string, string> = {}): Promise<string | null> {
  const body = JSON.stringify(CLUSTER_ADMIN);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const token = res.headers['set-cookie']?.[0]?.split(';')[0]?.split('=')[1];
          if (res.statusCode !== 200 || !token) return reject(new Error(`sign-in answered ${res.statusCode}`));
          const id = crypto.createHash('sha256').update(token).digest('hex');
          cluster
            .query<{ ip: string | null }>('select ip_address as ip from sessions where id = $1', [id])
            .then((rows) => resolve(rows[0]?.ip ?? null), reject);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the client address behind the balancer (TRUST_PROXY)', () => {
  it('is the one the balancer saw, never one a client claims', async () => {
    // Through HAProxy (a listed proxy): the address it forwards, whatever the client sent.
    expect(await signInFrom(cluster.lb, '127.0.0.2')).toBe('127.0.0.2');
    expect(await signInFrom(cluster.lb, '127.0.0.2', { 'x-forwarded-for': '203.0.113.77' })).toBe('127.0.0.2');
    // Straight to an instance from an address that is not a listed proxy: its header is ignored.
    expect(await signInFrom(cluster.a.url, '127.0.0.2', { 'x-forwarded-for': '203.0.113.77' })).toBe('127.0.0.2');
  });
});
