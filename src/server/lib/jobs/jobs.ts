import { createInProcessJobs } from './in-process-jobs.ts';
import type { JobsDeps } from './job-settings.ts';
import type { Jobs } from './job-types.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

export type { JobSettings } from './job-settings.ts';
export { UnknownJobError } from './job-settings.ts';
export type * from './job-types.ts';
export { countDeadLetters, latestRuns, listDeadLetters, runOnce } from './job-runs.ts';

/**
 * Background jobs (docs/decisions/0017-job-queue.md): pg-boss on PostgreSQL (DATABASE_URL), where
 * several instances share the queue; in this process on PGlite, which one instance owns.
 */
export function createJobs(deps: JobsDeps, connectionString: string | undefined): Jobs {
  return connectionString ? createPgBossJobs(deps, connectionString) : createInProcessJobs(deps);
}
