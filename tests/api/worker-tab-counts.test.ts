import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, makeAgency } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, support } = useTestApp({ support: 'support' });

type Tally = { agency_id: number; authorised: boolean; status: string; complete: boolean; workers: number };
const key = (r: Tally) => `${r.agency_id}/${r.authorised}/${r.status}/${r.complete}`;

/** The trigger-kept table next to a count of the workers themselves; zero rows left out. */
async function keptAndCounted() {
  const kept: unknown = await t.ctx.db.execute(sql`select * from worker_tab_counts where workers <> 0`);
  const counted: unknown = await t.ctx.db
    .execute(sql`select coalesce(agency_id, 0) as agency_id, authorised, status, complete,
    count(*)::int as workers from workers group by 1, 2, 3, 4`);
  const sorted = (rows: Tally[]) => Object.fromEntries(rows.map((r) => [key(r), r.workers]));
  return { kept: sorted((kept as { rows: Tally[] }).rows), counted: sorted((counted as { rows: Tally[] }).rows) };
}

async function expectTallyExact() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

describe('worker_tab_counts, kept by triggers', () => {
  it('follows inserts, updates that move workers between states and agencies, and deletes, single and bulk', async () => {
    const a = await makeAgency(t);
    const b = await makeAgency(t);
    const made = [
      await makeWorker(t, { agencyId: a.id }),
      await makeWorker(t, { agencyId: a.id, authorised: false, status: 'pending', taxCode: null }),
      await makeWorker(t, { agencyId: null }),
      await makeWorker(t, { agencyId: b.id, status: 'left', p45Date: '2025-01-31' }),
    ];
    await expectTallyExact();

    await t.ctx.db.execute(
      sql`update workers set completion_percentage = 50, status = 'on_hold' where id = ${made[0]!.id}`,
    );
    await expectTallyExact();
    await t.ctx.db.execute(sql`update workers set agency_id = ${b.id} where agency_id = ${a.id}`);
    await expectTallyExact();
    await t.ctx.db.execute(sql`update workers set phone = '07700900999' where agency_id = ${b.id}`);
    await expectTallyExact();
    await t.ctx.db.execute(
      sql`update workers set agency_id = null, authorised = false where id in (${made[0]!.id}, ${made[3]!.id})`,
    );
    await expectTallyExact();
    await t.ctx.db.execute(sql`delete from workers where id in (${made[1]!.id}, ${made[2]!.id})`);
    await expectTallyExact();
  });

  it('a write rolled back leaves the counts as they were', async () => {
    const before = await keptAndCounted();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update workers set status = 'left'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await keptAndCounted()).toEqual(before);
  });

  it('the list counts change at once after a write through the API', async () => {
    const agency = await makeAgency(t);
    const worker = await makeWorker(t, { agencyId: agency.id, authorised: false, status: 'active' });
    const counts = async () => {
      const res = await call(t, 'GET', `/api/workers?tab=pending&page=1&agencyId=${agency.id}&status=authorise`, {
        cookie: support.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<WorkerListAnswer>();
      return { ...body.counts, total: body.total };
    };
    expect(await counts()).toEqual({ authorised: 0, pending: 1, left: 0, rtwLapsed: 0, total: 1 });
    // Authorising needs a passing right-to-work check (docs/domain.md "Right-to-work checks").
    const check = { method: 'list-a', checkDate: '2025-01-02', outcome: 'pass' };
    const recorded = await call(t, 'POST', `/api/workers/${worker.id}/rtw-checks`, {
      cookie: support.cookie,
      payload: check,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const res = await call(t, 'PATCH', `/api/workers/${worker.id}/authorize`, { cookie: support.cookie, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts()).toEqual({ authorised: 1, pending: 0, left: 0, rtwLapsed: 0, total: 0 });
    await expectTallyExact();
  });
});
