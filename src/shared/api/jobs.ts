import { z } from 'zod';
import { apiPath } from './paths.ts';

/** The Admin Control Panel's Background Jobs tab (docs/operations.md, "Background jobs"). */
export const jobPaths = {
  list: apiPath('/api/admin/jobs'),
};

/** How many dead letters the tab shows, newest first (a run lands there only after every retry failed). */
export const DEAD_LETTERS_SHOWN = 100;

/** What a run did, as the jobs CLI prints it: counts and dates only. */
const summaryValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number())]);

export const jobOverview = z.object({
  name: z.string(),
  description: z.string(),
  /** When it runs, in words (UK time); null for a job run only on demand. */
  schedule: z.string().nullable(),
  lastRun: z
    .object({ runKey: z.string(), finishedAt: z.string(), summary: z.record(z.string(), summaryValue) })
    .nullable(),
});
export type JobOverview = z.infer<typeof jobOverview>;

export const deadLetter = z.object({
  id: z.number(),
  job: z.string(),
  runKey: z.string(),
  attempts: z.number(),
  errorCode: z.string(),
  at: z.string(),
});

/** GET /api/admin/jobs: each job with its latest run, and the newest dead letters of all (with their total). */
export const jobsAnswer = z.object({
  jobs: z.array(jobOverview),
  deadLetters: z.object({ items: z.array(deadLetter), total: z.number() }),
});
export type JobsAnswer = z.infer<typeof jobsAnswer>;
