import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../../src/shared/api/health.ts';
import { accessRequestPaths } from '../../src/shared/api/access-requests.ts';
import { authPaths } from '../../src/shared/api/auth.ts';
import { workerPaths } from '../../src/shared/api/workers.ts';
import { notificationPaths } from '../../src/shared/api/notifications.ts';
import { createTestApp, login, makeUser, type TestApp } from '../helpers/app.ts';
import { parsePrometheusText, type Family } from '../helpers/prometheus-text.ts';

/**
 * GET /metrics (docs/operations.md, "Metrics"): off unless METRICS_TOKEN is set, then only to a
 * request bearing it, in Prometheus's text format, with the series the operations page lists and
 * no personal data in any label.
 */
const TOKEN = 'metrics-test-token-0123456789abcdef';
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-metrics-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>CRM</title>');

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  // A client folder, so the app has its catch-all route: /metrics must still answer 404 while off.
  off = await createTestApp({}, { clientDir });
  on = await createTestApp(
    { METRICS_TOKEN: TOKEN, JOBS_RETRY_DELAY_SECONDS: '0', JOBS_POLL_SECONDS: '0.5' },
    { jobs: true },
  );
});
afterAll(async () => {
  await off?.close();
  await on?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization ? { authorization } : {} });

describe('GET /metrics, who may read it', () => {
  it('answers 404 while METRICS_TOKEN is unset, with or without a token', async () => {
    for (const answer of [await scrape(off), await scrape(off, `Bearer ${TOKEN}`)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 401 without the token, with another one or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(on, authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toEqual({
        message: 'Metrics need the bearer token METRICS_TOKEN',
        code: 'UNAUTHENTICATED',
      });
    }
  });
});

/** Waits until `probe` holds (the job queue runs beside the test). */
async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sampleOf = (families: Map<string, Family>, family: string, labels: Record<string, string>, name = family) =>
  families
    .get(family)
    ?.samples.find(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )?.value;

describe('GET /metrics with the token', () => {
  let text: string;
  let families: Map<string, Family>;
  const admin = { email: 'metrics.admin@example.test' };

  beforeAll(async () => {
    const user = await makeUser(on, { role: 'admin', email: admin.email });
    // The administrator asks for access requests by e-mail at once as well as in the bell.
    const preferences = await on.app.inject({
      method: 'PUT',
      url: notificationPaths.preferences.build(),
      headers: { cookie: await login(on, user.email, user.password) },
      payload: { preferences: [{ kind: 'access-request', inApp: true, email: 'immediate' }] },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    // A request to a route with an id, a refused sign-in, an access request (it notifies the
    // admin in the bell and by e-mail), and a job whose attempt fails.
    await on.app.inject({ method: 'GET', url: workerPaths.one.build({ id: 424242 }) });
    await on.app.inject({
      method: 'POST',
      url: authPaths.login.build(),
      payload: { email: admin.email, password: 'Not-the-password-1' },
    });
    const request = await on.app.inject({
      method: 'POST',
      url: accessRequestPaths.create.build(),
      payload: { firstName: 'Morwenna', lastName: 'Tregarthen', email: 'morwenna.t@example.test' },
    });
    expect(request.statusCode, request.body).toBe(201);
    await on.ctx.background.drain();
    await on.jobs.register({
      name: 'metrics-probe',
      description: 'Fails on purpose',
      retryLimit: 0,
      timeLimitSeconds: 5,
      effect: async () => {
        throw Object.assign(new Error('refused on purpose'), { code: 'PROBE_FAILED' });
      },
    });
    await on.jobs.enqueue('metrics-probe', 'metrics-run');
    await until('the failed attempt counted', async () =>
      (await scrape(on, `Bearer ${TOKEN}`)).body.includes('crm_job_failures_total{job="metrics-probe"} 1'),
    );
    const answer = await scrape(on, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    text = answer.body;
    families = parsePrometheusText(text);
  });

  it('is Prometheus text, line by line, with every listed series', () => {
    const database = on.database.engine === 'postgres' ? 'crm_db_pool_connections' : 'crm_db_queue_depth';
    for (const name of [
      'crm_http_request_duration_seconds',
      database,
      'crm_jobs_queued',
      'crm_jobs_active',
      'crm_job_failures_total',
      'crm_notifications_sent_total',
      'crm_sign_in_failures_total',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(families.get(name)?.samples.length, name).toBeGreaterThan(0);
      expect(families.get(name)?.help, name).not.toBe('');
    }
    expect(families.get('crm_http_request_duration_seconds')!.type).toBe('histogram');
    expect(families.get('crm_sign_in_failures_total')!.type).toBe('counter');
  });

  it('counts requests by route pattern and status, never by their address', () => {
    const count = (route: string, status: string) =>
      sampleOf(
        families,
        'crm_http_request_duration_seconds',
        { route, status },
        'crm_http_request_duration_seconds_count',
      );
    expect(count(workerPaths.one.pattern, '401')).toBe(1);
    expect(count(authPaths.login.pattern, '401')).toBe(1);
    expect(count(accessRequestPaths.create.pattern, '201')).toBe(1);
    expect(text).not.toContain('424242');
  });

  it('counts the refused sign-in by reason, the notifications by channel and the failed job attempt', () => {
    expect(sampleOf(families, 'crm_sign_in_failures_total', { reason: 'invalid_password' })).toBe(1);
    expect(sampleOf(families, 'crm_sign_in_failures_total', { reason: 'user_not_found' })).toBe(0);
    expect(sampleOf(families, 'crm_notifications_sent_total', { channel: 'in_app' })).toBe(1);
    expect(sampleOf(families, 'crm_notifications_sent_total', { channel: 'email' })).toBe(1);
    expect(sampleOf(families, 'crm_job_failures_total', { job: 'metrics-probe' })).toBe(1);
    expect(sampleOf(families, 'crm_job_failures_total', { job: 'nightly-purge' })).toBe(0);
    expect(sampleOf(families, 'crm_jobs_queued', { job: 'nightly-purge' })).toBe(0);
  });

  it('shows the database connections of its engine', () => {
    if (on.database.engine === 'postgres') {
      for (const state of ['total', 'idle', 'waiting'])
        expect(sampleOf(families, 'crm_db_pool_connections', { state }), state).toBeGreaterThanOrEqual(0);
      expect(sampleOf(families, 'crm_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(sampleOf(families, 'crm_db_queue_depth', {})).toBeGreaterThanOrEqual(0);
      expect(families.has('crm_db_pool_connections')).toBe(false);
    }
  });

  it('holds no personal data: no e-mail address, name or user in any label', () => {
    for (const value of [admin.email, 'morwenna', 'Morwenna', 'Tregarthen', '@']) expect(text).not.toContain(value);
    const labelNames = new Set(
      [...families.values()].flatMap((family) => family.samples.flatMap((sample) => Object.keys(sample.labels))),
    );
    expect([...labelNames].filter((name) => /user|email|name|ip|url/i.test(name))).toEqual([]);
  });
});
