import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The queue's timings (config.ts, JOBS_*; docs/operations.md "Background jobs"). */
export type JobSettings = {
  /** How often an idle worker looks for queued runs (pg-boss). */
  pollSeconds: number;
  /** How often pg-boss looks for runs past their time limit, to retry them elsewhere. */
  superviseSeconds: number;
  /** Wait between a failed attempt and the next. */
  retryDelaySeconds: number;
  /** How long close() waits for running jobs before it stops anyway. */
  stopTimeoutSeconds: number;
  /** Replaces every job's own time limit when set (tests shorten it). */
  timeLimitSeconds: number | undefined;
  /** Whether this instance fires the schedules (off: runs only what is queued). */
  schedules: boolean;
};

export type JobsDeps = {
  db: Db;
  log: Logger;
  settings: JobSettings;
  /** Told of each failed attempt by the job's name (the metrics' failure count, lib/metrics.ts). */
  onAttemptFailed?: (job: string) => void;
};

export class JobTimeLimitError extends Error {
  override name = 'JobTimeLimitError';
  readonly code = 'JOB_TIME_LIMIT';
}

export class UnknownJobError extends Error {
  override name = 'UnknownJobError';
}
