import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, workers } from '../../src/server/db/schema/index.ts';
import type { Worker, WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { DATE_RANGE_MESSAGE } from '../../src/shared/domain/date-range.ts';
import { call, createTestApp, makeAgency, signedIn, type TestApp } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

// One database for this file holding only these workers, so the unfiltered tab (the path that
// walks each state's index and merges) is what the sorts are checked on.
let t: TestApp;
let support: string;
let client: string;
let alphaId: number;
let bravoId: number;
beforeAll(async () => {
  t = await createTestApp();
  support = (await signedIn(t, 'support')).cookie;
  const alpha = await makeAgency(t, { name: 'Alpha Staffing' });
  const bravo = await makeAgency(t, { name: 'Bravo Recruitment' });
  const charlie = await makeAgency(t, { name: 'Charlie Temps' });
  alphaId = alpha.id;
  bravoId = bravo.id;
  await makeWorker(t, { lastName: 'Young', firstName: 'Amy', agencyId: bravo.id, workStartDate: '2024-03-01' });
  await makeWorker(t, {
    lastName: 'Adams',
    firstName: 'Ben',
    agencyId: alpha.id,
    status: 'on_hold',
    phone: null,
    workStartDate: '2023-01-15',
  });
  await makeWorker(t, { lastName: 'Moss', firstName: 'Cy', agencyId: charlie.id, workStartDate: null });
  await makeWorker(t, { lastName: 'Khan', firstName: 'Di', agencyId: null, workStartDate: '2025-05-05' });
  await makeWorker(t, { lastName: 'Adams', firstName: 'Ann', agencyId: alpha.id, workStartDate: '2024-03-01' });
  await makeWorker(t, {
    lastName: 'Zed',
    firstName: 'Pat',
    agencyId: alpha.id,
    authorised: false,
    status: 'pending',
    taxCode: null,
  });
  client = (await signedIn(t, 'client', { agencyId: alpha.id })).cookie;
});
afterAll(async () => {
  await t.close();
});

const names = (items: Worker[]) => items.map((w) => `${w.lastName} ${w.firstName}`);
async function list(query: string, cookie = support) {
  const res = await call(t, 'GET', `/api/workers?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkerListAnswer>();
}

const ascending: Record<string, string[]> = {
  name: ['Adams Ann', 'Adams Ben', 'Khan Di', 'Moss Cy', 'Young Amy'],
  // Workers without an agency come after every agency (an empty value is the largest).
  agency: ['Adams Ann', 'Adams Ben', 'Young Amy', 'Moss Cy', 'Khan Di'],
  // The stored status: active before on_hold, ties by name.
  status: ['Adams Ann', 'Khan Di', 'Moss Cy', 'Young Amy', 'Adams Ben'],
  // Ben (no phone), Di (no agency) and Cy (no start date) each miss one counted field.
  completion: ['Adams Ben', 'Khan Di', 'Moss Cy', 'Adams Ann', 'Young Amy'],
  workStartDate: ['Adams Ben', 'Adams Ann', 'Young Amy', 'Khan Di', 'Moss Cy'],
};

describe('GET /api/workers?sort=&dir= (paged list)', () => {
  it.each(Object.entries(ascending))(
    'sorts by %s, ties by name then id; desc is the exact reverse',
    async (sort, expected) => {
      expect(names((await list(`tab=authorised&page=1&sort=${sort}`)).items)).toEqual(expected);
      expect(names((await list(`tab=authorised&page=1&sort=${sort}&dir=asc`)).items)).toEqual(expected);
      expect(names((await list(`tab=authorised&page=1&sort=${sort}&dir=desc`)).items)).toEqual([...expected].reverse());
    },
  );

  it.each(Object.entries(ascending))('pages a %s sort without losing or repeating a worker', async (sort, expected) => {
    for (const dir of ['asc', 'desc']) {
      const pages = [];
      for (const n of [1, 2, 3])
        pages.push(...(await list(`tab=authorised&page=${n}&pageSize=2&sort=${sort}&dir=${dir}`)).items);
      expect(names(pages)).toEqual(dir === 'asc' ? expected : [...expected].reverse());
    }
  });

  it('sorts the same way with a date range (rows counted, tab walked) and with a search (matches read whole)', async () => {
    const dated = await list('tab=authorised&page=1&sort=workStartDate&dir=desc&from=2020-01-01');
    expect(names(dated.items)).toEqual(['Khan Di', 'Young Amy', 'Adams Ann', 'Adams Ben']);
    const searched = await list('tab=authorised&page=1&sort=agency&q=adams');
    expect(names(searched.items)).toEqual(['Adams Ann', 'Adams Ben']);
    expect((await list('tab=authorised&page=1&sort=agency&dir=desc&q=a')).items.at(-1)).toMatchObject({
      lastName: 'Adams',
      firstName: 'Ann',
    });
  });

  it('within one agency (filter or client scope) sorts by name for agency, and by the key for the others', async () => {
    expect(names((await list(`tab=authorised&page=1&sort=agency&agencyId=${alphaId}`)).items)).toEqual([
      'Adams Ann',
      'Adams Ben',
    ]);
    expect(names((await list('tab=authorised&page=1&sort=completion', client)).items)).toEqual([
      'Adams Ben',
      'Adams Ann',
    ]);
    expect(names((await list('tab=authorised&page=1&sort=workStartDate&dir=desc', client)).items)).toEqual([
      'Adams Ann',
      'Adams Ben',
    ]);
  });

  it('follows an agency rename and a worker moved to another agency (kept by the database)', async () => {
    await t.ctx.db.update(agencies).set({ name: 'Aardvark Agency' }).where(eq(agencies.id, bravoId));
    expect(names((await list('tab=authorised&page=1&sort=agency')).items)).toEqual([
      'Young Amy',
      'Adams Ann',
      'Adams Ben',
      'Moss Cy',
      'Khan Di',
    ]);
    await t.ctx.db.update(agencies).set({ name: 'Bravo Recruitment' }).where(eq(agencies.id, bravoId));
    await t.ctx.db.update(workers).set({ agencyId: bravoId }).where(eq(workers.lastName, 'Khan'));
    expect(names((await list('tab=authorised&page=1&sort=agency')).items)).toEqual([
      'Adams Ann',
      'Adams Ben',
      'Khan Di',
      'Young Amy',
      'Moss Cy',
    ]);
    await t.ctx.db.update(workers).set({ agencyId: null }).where(eq(workers.lastName, 'Khan'));
    expect(names((await list('tab=authorised&page=1&sort=agency')).items)).toEqual(ascending.agency);
  });

  it('refuses an unknown sort or direction with 400', async () => {
    for (const query of ['sort=age', 'dir=up', 'sort=NAME']) {
      const res = await call(t, 'GET', `/api/workers?tab=authorised&page=1&${query}`, { cookie: support });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('work start date range', () => {
  it('answers 400 with the screen message when From is after To', async () => {
    const res = await call(t, 'GET', '/api/workers?tab=authorised&page=1&from=2024-06-02&to=2024-06-01', {
      cookie: support,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(DATE_RANGE_MESSAGE);
  });

  it('accepts From equal to To, or only one of them', async () => {
    expect((await list('tab=authorised&page=1&from=2024-03-01&to=2024-03-01')).total).toBe(2);
    expect((await list('tab=authorised&page=1&from=2024-03-01')).total).toBe(3);
  });

  it('refuses a reversed range in an export of the filtered list too', async () => {
    const res = await call(t, 'POST', '/api/workers/export', {
      cookie: support,
      payload: {
        dataSource: 'filtered',
        exportType: 'csv',
        filters: { tab: 'authorised', from: '2024-06-02', to: '2024-06-01' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(DATE_RANGE_MESSAGE);
  });
});
