import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Effect-once record of background jobs (docs/decisions/0017-job-queue.md): a job's effect and the
 * insert of its (job, run_key) row commit in one transaction, so a second firing of the same run
 * (another instance, a retry, a queue that delivered twice) finds the row and does nothing.
 * run_key is the run's slot, e.g. the Europe/London date of a daily job.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    /** What the run did, as the CLI prints it: counts only, never personal data. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'job_runs_pkey', columns: [t.job, t.runKey] })],
);

/**
 * Dead letters: a run that failed every attempt (docs/operations.md, "Background jobs"). Only the
 * job, its run key, the attempts and the error's code or class: never a message that may hold data.
 */
export const jobDeadLetters = pgTable(
  'job_dead_letters',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    attempts: integer('attempts').notNull(),
    errorCode: text('error_code').notNull(),
    ...timestamps,
  },
  (t) => [index('job_dead_letters_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
