import type { ParseArgsOptionsConfig } from 'node:util';
import type { Db, Tx } from '../../db/client.ts';

/** What a run did, as the CLI prints it and job_runs keeps it: counts and dates, never personal data. */
export type JobSummary = Record<string, string | number | boolean | null | number[]>;

/** One run of a job: its slot (run key), the CLI's options and the instant it stands for. */
export type JobInput = {
  runKey: string;
  options: Record<string, string | boolean | undefined>;
  now: Date;
};

/** A run's effect: its summary, and work that must wait until the effect has committed (removing files). */
export type JobEffect = { summary: JobSummary; afterCommit?: () => Promise<void> };

/** Every schedule is a cron expression read in Europe/London (docs/operations.md, "Background jobs"). */
export type JobSchedule = {
  cron: string;
  timezone: 'Europe/London';
  /** The schedule in words for the Admin Control Panel ("Every day at 03:00"); without it the cron is shown. */
  label?: string;
};

export type JobDefinition = {
  /** Lower case and dashes: the queue's name, the CLI's NAME and job_runs.job. */
  name: string;
  description: string;
  schedule?: JobSchedule;
  /** Attempts after the first before the run is a dead letter. */
  retryLimit: number;
  /** How long one attempt may take before another instance retries it. */
  timeLimitSeconds: number;
  /** Options the CLI accepts for this job (node:util parseArgs), passed on in JobInput.options. */
  options?: ParseArgsOptionsConfig;
  /**
   * Work done before the effect's transaction, in transactions of its own (docs/decisions/0017-job-queue.md):
   * each must be harmless to repeat, made once by unique keys of its own, as a retry or a second
   * firing repeats it. Skipped when the run is already recorded; its summary goes before the effect's.
   */
  prepare?: (db: Db, input: JobInput) => Promise<JobSummary>;
  /**
   * The effect, made in the transaction that records the run in job_runs (docs/decisions/0017-job-queue.md):
   * a run whose key is already recorded is never started, and one that fails leaves nothing.
   */
  effect: (tx: Tx, input: JobInput) => Promise<JobEffect>;
};

/** What one run answered: ran false when its key was already recorded (another firing made the effect). */
export type RunOutcome = { job: string; runKey: string; ran: boolean; summary: JobSummary | null };

/** A job's latest recorded run: its slot, when it finished and what it did. */
export type LatestRun = { runKey: string; finishedAt: string; summary: JobSummary };

/** A failed run after all its attempts (docs/operations.md, "Background jobs"). */
export type DeadLetter = { id: number; job: string; runKey: string; attempts: number; errorCode: string; at: string };

/** The one face of background jobs to the app: the same on PostgreSQL (pg-boss) and PGlite (in-process). */
export type Jobs = {
  engine: 'pg-boss' | 'in-process';
  register: (job: JobDefinition) => Promise<void>;
  /** Starts the schedules and the workers; jobs registered later start at once. */
  start: () => Promise<void>;
  /** Queues one run under its key (a slot); any instance may take it. */
  enqueue: (name: string, runKey: string) => Promise<void>;
  /** Waits for every queued run this instance knows of to settle (tests, the CLI). */
  stop: () => Promise<void>;
  definitions: () => JobDefinition[];
  /**
   * Resolves when this instance's queue is started, not stopping, and (pg-boss) its connection
   * answers within `timeoutMs`: the readiness check's jobs (lib/readiness.ts).
   */
  ping: (timeoutMs: number) => Promise<void>;
  /** Runs waiting and running per job, as the metrics show them (lib/metrics.ts). */
  depth: () => Promise<JobDepth[]>;
};

/**
 * A job's runs waiting (queued, or waiting for a retry) and running. On pg-boss the counts of the
 * whole queue (every instance), as its monitor last counted them; in-process this instance's.
 */
export type JobDepth = { job: string; queued: number; active: number };
