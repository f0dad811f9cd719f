import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, createTestApp, makeAgency, signedIn, type TestApp } from '../helpers/app.ts';

/**
 * Deep pages (issue 7): a page is read over the ids of its tab in name order and then its rows are
 * fetched, so page 150 costs about what page 1 does. These tests hold the answer to the plain
 * definition: the tab's rows ORDER BY last name, first name, id with LIMIT and OFFSET.
 */
let t: TestApp;
let support: string;
let client: string;
let agencyId: number;
const ROWS = 700;

beforeAll(async () => {
  t = await createTestApp();
  agencyId = (await makeAgency(t)).id;
  const other = (await makeAgency(t)).id;
  // Few distinct names (ties broken by first name, then id), every (authorised, status, complete)
  // state, two agencies interleaved so the agency index and the whole-tab index both matter.
  await t.ctx.db.execute(sql`
    insert into workers (first_name, last_name, ni_number, agency_id, authorised, status, completion_percentage)
    select (array['Ann', 'Bob', 'ann', 'Zoe'])[1 + i % 4], (array['Deep', 'Abel', 'deep', 'Óneill', 'Deeper', 'Abel-Smith'])[1 + (i * 7) % 6],
      'DP' || lpad(i::text, 6, '0') || 'A', case when i % 5 = 0 then ${other}::int else ${agencyId}::int end,
      i % 3 <> 0, (array['active', 'on_hold', 'pending', 'left'])[1 + (i / 2) % 4], case when i % 2 = 0 then 100 else 80 end
    from generate_series(1, ${ROWS}) as i`);
  support = (await signedIn(t, 'support')).cookie;
  client = (await signedIn(t, 'client', { agencyId })).cookie;
});
afterAll(async () => {
  await t.close();
});

const tabWhere = {
  authorised: sql`authorised and status <> 'left'`,
  pending: sql`not authorised and status <> 'left'`,
  left: sql`status = 'left'`,
};
type Tab = keyof typeof tabWhere;

/** The ids of one page by the plain definition. */
async function expectedIds(
  tab: Tab,
  page: number,
  pageSize: number,
  agency?: number,
  complete?: boolean,
): Promise<number[]> {
  const result: unknown = await t.ctx.db.execute(sql`select id from workers
    where ${tabWhere[tab]} ${agency ? sql`and agency_id = ${agency}` : sql``} ${complete === undefined ? sql`` : sql`and complete = ${complete}`}
    order by last_name, first_name, id limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return (result as { rows: { id: number }[] }).rows.map((r) => r.id);
}

async function pageIds(url: string, cookie = support): Promise<{ ids: number[]; answer: WorkerListAnswer }> {
  const res = await call(t, 'GET', url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<WorkerListAnswer>();
  return { ids: answer.items.map((w) => w.id), answer };
}

describe('GET /api/workers?tab=...&page=N (deep pages)', () => {
  it('answers every page of every tab in the order of a plain ORDER BY ... OFFSET', async () => {
    for (const tab of ['authorised', 'pending', 'left'] as const) {
      const total = (await pageIds(`/api/workers?tab=${tab}&page=1&agencyId=${agencyId}`)).answer.total;
      expect(total).toBeGreaterThan(60);
      for (let page = 1; page <= Math.ceil(total / 20) + 1; page += 1) {
        const { ids, answer } = await pageIds(`/api/workers?tab=${tab}&page=${page}&agencyId=${agencyId}`);
        expect(ids, `${tab} page ${page}`).toEqual(await expectedIds(tab, page, 20, agencyId));
        expect(answer).toMatchObject({ total, page, pageSize: 20 });
      }
    }
  });

  it('holds for the whole tab, a client user, other page sizes and the status filter', async () => {
    for (const [page, pageSize] of [
      [1, 7],
      [9, 7],
      [30, 7],
      [4, 50],
      [2, 100],
    ] as const) {
      expect((await pageIds(`/api/workers?tab=authorised&page=${page}&pageSize=${pageSize}`)).ids).toEqual(
        await expectedIds('authorised', page, pageSize),
      );
      expect((await pageIds(`/api/workers?tab=pending&page=${page}&pageSize=${pageSize}`, client)).ids).toEqual(
        await expectedIds('pending', page, pageSize, agencyId),
      );
    }
    expect((await pageIds(`/api/workers?tab=authorised&page=5&pageSize=10&status=on_hold`)).ids).toEqual(
      await expectedIds('authorised', 5, 10, undefined, false),
    );
    expect(
      (await pageIds(`/api/workers?tab=pending&page=3&pageSize=10&status=authorise&agencyId=${agencyId}`)).ids,
    ).toEqual(await expectedIds('pending', 3, 10, agencyId, true));
  });

  it('answers the full worker of each row on a deep page', async () => {
    const { answer } = await pageIds(`/api/workers?tab=left&page=3&agencyId=${agencyId}`);
    expect(answer.items).toHaveLength(20);
    for (const worker of answer.items) {
      expect(worker).toMatchObject({
        status: 'left',
        agency: { id: agencyId },
        niNumber: expect.stringMatching(/^DP\d{6}A$/),
      });
    }
  });

  it('answers an empty page past the end with the counts of the tab', async () => {
    const first = (await pageIds(`/api/workers?tab=left&page=1&agencyId=${agencyId}`)).answer;
    const { answer } = await pageIds(`/api/workers?tab=left&page=500&agencyId=${agencyId}`);
    expect(answer).toEqual({ items: [], total: first.total, page: 500, pageSize: 20, counts: first.counts });
    expect(first.counts.left).toBe(first.total);
  });
});
