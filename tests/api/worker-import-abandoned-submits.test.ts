import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerImportBatches, workers } from '../../src/server/db/schema/index.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { scheduledJobs } from '../../src/server/scheduled-jobs.ts';
import { makeAgency } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });
const HOUR_MS = 60 * 60 * 1000;

/**
 * A submit cut off part way by a crash (docs/decisions/0019-import-writes-in-chunks.md) leaves an
 * unseen batch and the workers its committed chunks created. The nightly stale-import-sessions job
 * deletes those workers (unless changed since) and the batch, once the submit is an hour old.
 */
describe('the nightly clean-up of submits a crash cut off', () => {
  it('removes an hour-old unfinished batch and its unchanged workers; keeps changed ones and a submit in progress', async () => {
    const agency = await makeAgency(t);
    const company = await makePayrollCompany(t);
    const batchOf = async (startedAgo: number) => {
      const [batch] = await t.ctx.db
        .insert(workerImportBatches)
        .values({
          userId: admin.user.id,
          fileName: 'cut-off.csv',
          agencyId: agency.id,
          payrollCompanyId: company.id,
          createdCount: 0,
          updatedCount: 0,
          skippedCount: 0,
          createdAt: new Date(Date.now() - startedAgo),
        })
        .returning({ id: workerImportBatches.id });
      return batch!.id;
    };
    const created = async (batchId: number, count: number) => {
      const made = [];
      for (let i = 0; i < count; i += 1) {
        const worker = await makeWorker(t, { agencyId: agency.id, payrollCompanyId: company.id });
        // The version to the microsecond, as the submit records it (a JS Date would drop the microseconds).
        await t.ctx.db.execute(sql`
          insert into worker_import_batch_workers (batch_id, worker_id, kind, updated_at)
          select ${batchId}, id, 'created', updated_at from workers where id = ${worker.id}`);
        made.push(worker.id);
      }
      return made;
    };
    const cutOff = await batchOf(2 * HOUR_MS);
    const [untouched, alsoUntouched, changed] = await created(cutOff, 3);
    await t.ctx.db.update(workers).set({ notes: 'Phoned on Monday' }).where(eq(workers.id, changed!));
    const inProgress = await batchOf(5 * 60 * 1000);
    const [stillComing] = await created(inProgress, 1);

    const job = scheduledJobs(t.ctx).find((one) => one.name === 'stale-import-sessions')!;
    const outcome = await runOnce(t.ctx.db, job, { runKey: '2026-11-28', options: {}, now: new Date() });
    expect(outcome.summary).toEqual({ removedSessions: 0, abandonedBatches: 1, removedWorkers: 2 });

    const left = await t.ctx.db
      .select({ id: workers.id })
      .from(workers)
      .where(inArray(workers.id, [untouched!, alsoUntouched!, changed!, stillComing!]));
    expect(left.map((w) => w.id).sort((a, b) => a - b)).toEqual([changed, stillComing].sort((a, b) => a! - b!));
    const batches = await t.ctx.db.select({ id: workerImportBatches.id }).from(workerImportBatches);
    expect(batches.map((b) => b.id)).toEqual([inProgress]);
  });
});
