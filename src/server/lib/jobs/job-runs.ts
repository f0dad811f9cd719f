import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobDeadLetters, jobRuns } from '../../db/schema/index.ts';
import type { DeadLetter, JobDefinition, JobEffect, JobInput, JobSummary, LatestRun, RunOutcome } from './job-types.ts';

/** Whether the run is recorded already (another firing made it): a hint only, the effect's claim decides. */
async function isRecorded(db: Db, job: string, runKey: string): Promise<boolean> {
  const [row] = await db
    .select({ job: jobRuns.job })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)));
  return row !== undefined;
}

/**
 * Makes a run's effect once (docs/decisions/0017-job-queue.md): one transaction inserts the run's
 * (job, run_key) row, then makes the effect and stores its summary. A second firing of the same run
 * waits on the unique key while the first is open, then finds the row and does nothing; a run cut
 * off part way (killed instance, lost connection, error) rolls back, row included, so a retry makes
 * the effect. The effect's afterCommit (files to remove) runs only once the effect is committed.
 * A job's prepare runs first, outside that transaction, unless the run is recorded already; its
 * summary and the effect's are stored together.
 */
export async function runOnce(db: Db, job: JobDefinition, input: JobInput): Promise<RunOutcome> {
  const notRun = { job: job.name, runKey: input.runKey, ran: false, summary: null };
  let prepared: JobSummary = {};
  if (job.prepare) {
    if (await isRecorded(db, job.name, input.runKey)) return notRun;
    prepared = await job.prepare(db, input);
  }
  const effect = await db.transaction(async (tx): Promise<JobEffect | null> => {
    const [claimed] = await tx
      .insert(jobRuns)
      .values({ job: job.name, runKey: input.runKey, summary: {} })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (!claimed) return null;
    const made = await job.effect(tx, input);
    const summary = { ...prepared, ...made.summary };
    await tx
      .update(jobRuns)
      .set({ summary, finishedAt: sql`now()` })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.runKey, input.runKey)));
    return { ...made, summary };
  });
  if (!effect) return notRun;
  await effect.afterCommit?.();
  return { job: job.name, runKey: input.runKey, ran: true, summary: effect.summary };
}

export async function recordDeadLetter(
  db: Db,
  entry: { job: string; runKey: string; attempts: number; errorCode: string },
): Promise<void> {
  await db.insert(jobDeadLetters).values(entry);
}

/** The newest dead letters first. */
export async function listDeadLetters(db: Db, limit = 100): Promise<DeadLetter[]> {
  const rows = await db
    .select()
    .from(jobDeadLetters)
    .orderBy(desc(jobDeadLetters.createdAt), desc(jobDeadLetters.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    job: row.job,
    runKey: row.runKey,
    attempts: row.attempts,
    errorCode: row.errorCode,
    at: row.createdAt.toISOString(),
  }));
}

export async function countDeadLetters(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobDeadLetters);
  return row?.n ?? 0;
}

/** Each job's latest recorded run (by when it finished); a job never run has none. */
export async function latestRuns(db: Db): Promise<Map<string, LatestRun>> {
  const rows = await db
    .selectDistinctOn([jobRuns.job], {
      job: jobRuns.job,
      runKey: jobRuns.runKey,
      finishedAt: jobRuns.finishedAt,
      summary: jobRuns.summary,
    })
    .from(jobRuns)
    .orderBy(jobRuns.job, desc(jobRuns.finishedAt));
  return new Map(
    rows.map((r) => [
      r.job,
      { runKey: r.runKey, finishedAt: r.finishedAt.toISOString(), summary: r.summary as JobSummary },
    ]),
  );
}
