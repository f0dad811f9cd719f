import { DEAD_LETTERS_SHOWN, type JobsAnswer } from '../../../shared/api/jobs.ts';
import type { AppContext } from '../../context.ts';
import {
  countDeadLetters,
  latestRuns,
  listDeadLetters,
  type JobDefinition,
  type JobSchedule,
} from '../../lib/jobs/jobs.ts';

/** The schedule as an admin reads it: its words, else its cron and time zone. */
const scheduleText = (schedule: JobSchedule | undefined) =>
  schedule ? (schedule.label ?? `${schedule.cron} (${schedule.timezone})`) : null;

/**
 * GET /api/admin/jobs (docs/operations.md, "Background jobs"): the app's jobs in the order they are
 * registered, each with its latest run, and the newest dead letters with their total.
 */
export async function jobsOverview(ctx: AppContext, definitions: readonly JobDefinition[]): Promise<JobsAnswer> {
  const [runs, deadLetters, total] = await Promise.all([
    latestRuns(ctx.db),
    listDeadLetters(ctx.db, DEAD_LETTERS_SHOWN),
    countDeadLetters(ctx.db),
  ]);
  return {
    jobs: definitions.map((job) => ({
      name: job.name,
      description: job.description,
      schedule: scheduleText(job.schedule),
      lastRun: runs.get(job.name) ?? null,
    })),
    deadLetters: { items: deadLetters, total },
  };
}
