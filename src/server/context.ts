import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BackgroundTasks } from './lib/background.ts';
import type { Events } from './lib/events.ts';
import type { Mailer } from './lib/mailer.ts';
import type { AppMetrics } from './lib/metrics.ts';
import type { TurnTaking } from './lib/turn-taking.ts';

/** What services need from the outside world; built once in buildApp. */
export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  /** Prometheus counters (lib/metrics.ts); calls do nothing while METRICS_TOKEN is unset. */
  metrics: AppMetrics;
  /** Work that runs after the answer (lib/background.ts). */
  background: BackgroundTasks;
  /** Events heard by every instance (lib/events.ts): LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  events: Events;
  /** Pauses of long chunked work while other requests are about (lib/turn-taking.ts). */
  turns: TurnTaking;
  /** The app's clock: what "today" is for rules that depend on it (tests move it, BuildOptions.now). */
  now: () => Date;
};
