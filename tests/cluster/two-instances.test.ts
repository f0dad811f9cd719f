import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
