import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats } from '../db/client.ts';
import type { JobDepth } from './jobs/job-types.ts';
import { within } from './within.ts';

/**
 * Prometheus metrics (docs/operations.md, "Metrics"), kept only when METRICS_TOKEN is set. Every
 * label comes from a closed set written in the code (a route's pattern, a status, a job's name, a
 * reason): never a raw URL, a user, an address or anything a user typed.
 */
export type AppMetrics = {
  /** One answered request, by its route's pattern ('/api/workers/:id'; 'unmatched' when none). */
  requestDone: (request: { method: string; route: string; status: number; seconds: number }) => void;
  /** One failed attempt of a background job. */
  jobAttemptFailed: (job: string) => void;
  /** Notifications delivered: made in the bell ('in_app') or e-mailed ('email'). */
  notificationsSent: (channel: NotificationChannel, count: number) => void;
  /** One refused sign-in, by the reason the login audit records ('throttled' when counted out first). */
  signInFailed: (reason: string) => void;
};

export type NotificationChannel = 'in_app' | 'email';

/** What the gauges read at each scrape: the database's connections and the job queue's depth. */
export type MetricsSources = {
  database: () => DatabaseStats;
  jobs: () => Promise<JobDepth[]>;
};

export type MetricsEndpoint = AppMetrics & {
  contentType: string;
  /** The Prometheus text of every series. */
  render: () => Promise<string>;
};

/** The reasons the login audit records for a refused sign-in, and the throttle's; anything else is 'other'. */
export const SIGN_IN_FAILURE_REASONS = [
  'user_not_found',
  'account_suspended',
  'invalid_password',
  'invalid_mfa_code',
  'invalid_recovery_code',
  'invalid_passkey',
  'throttled',
] as const;

const CHANNELS: readonly NotificationChannel[] = ['in_app', 'email'];

/** How long a scrape waits for the job queue's counts before it shows the last ones. */
const JOBS_DEPTH_TIMEOUT_MS = 1_000;

/** Metrics off (METRICS_TOKEN unset): every call does nothing. */
export const noMetrics: AppMetrics = {
  requestDone: () => {},
  jobAttemptFailed: () => {},
  notificationsSent: () => {},
  signInFailed: () => {},
};

export function createMetrics(sources: MetricsSources): MetricsEndpoint {
  const registry = new Registry();
  // Process memory, CPU, heap, garbage collection and the event loop's lag, as prom-client names them.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'crm_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'crm_notifications_sent_total',
    help: 'Notifications delivered by this instance: made in the bell (in_app) or e-mailed (email)',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'crm_sign_in_failures_total',
    help: 'Refused sign-ins on this instance, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every channel and reason shows from the start, at 0: a rate needs its first value.
  for (const channel of CHANNELS) notifications.labels(channel).inc(0);
  for (const reason of [...SIGN_IN_FAILURE_REASONS, 'other']) signInFailures.labels(reason).inc(0);
  databaseSeries(registry, sources.database);
  const jobFailures = jobSeries(registry, sources.jobs);

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    requestDone: ({ method, route, status, seconds }) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    jobAttemptFailed: (job) => jobFailures.labels(job).inc(),
    notificationsSent: (channel, count) => {
      if (count > 0) notifications.labels(channel).inc(count);
    },
    signInFailed: (reason) =>
      signInFailures.labels((SIGN_IN_FAILURE_REASONS as readonly string[]).includes(reason) ? reason : 'other').inc(),
  };
}

/** The PostgreSQL pool's connections, or PGlite's queue of queries, read at each scrape. */
function databaseSeries(registry: Registry, stats: MetricsSources['database']) {
  if (stats().engine === 'postgres') {
    new Gauge({
      name: 'crm_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = stats();
        if (now.engine !== 'postgres') return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
    return;
  }
  new Gauge({
    name: 'crm_db_queue_depth',
    help: 'Queries sent to the embedded database (PGlite) and not yet answered, the running one included',
    registers: [registry],
    collect() {
      const now = stats();
      if (now.engine === 'pglite') this.set(now.queued);
    },
  });
}

/** The job queue's depth per job, read at each scrape, and the failed attempts' counter (returned). */
function jobSeries(registry: Registry, depthOf: MetricsSources['jobs']) {
  // One reading of the queue serves the job series of a scrape (prom-client collects them side by side).
  let reading: { at: number; depth: Promise<JobDepth[] | undefined> } | undefined;
  const readDepth = () => {
    if (!reading || Date.now() - reading.at > 1_000) {
      // A queue that does not answer (the readiness check says so) leaves the last counts shown.
      reading = { at: Date.now(), depth: within(depthOf(), JOBS_DEPTH_TIMEOUT_MS).catch(() => undefined) };
    }
    return reading.depth;
  };
  new Gauge({
    name: 'crm_jobs_queued',
    help: 'Runs of background jobs waiting to start, by job',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      for (const { job, queued } of (await readDepth()) ?? []) this.set({ job }, queued);
    },
  });
  new Gauge({
    name: 'crm_jobs_active',
    help: 'Runs of background jobs running now, by job',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      for (const { job, active } of (await readDepth()) ?? []) this.set({ job }, active);
    },
  });
  return new Counter({
    name: 'crm_job_failures_total',
    help: 'Failed attempts of background jobs on this instance, by job',
    labelNames: ['job'] as const,
    registers: [registry],
    // Every job shows, at 0 until its first failure.
    async collect() {
      for (const { job } of (await readDepth()) ?? []) this.labels(job).inc(0);
    },
  });
}
