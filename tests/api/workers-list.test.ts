import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Worker, WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { call, makeAgency, match, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

const { t, support } = useTestApp({ support: 'support' });

const get = (url: string, cookie = support.cookie) => call(t, 'GET', url, { cookie });
const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkerListAnswer>();
};
const names = (items: Worker[]) => items.map((w) => `${w.lastName} ${w.firstName}`);

/** One agency holding a worker in every state, so each test reads a known set. */
async function agencyWithEveryState() {
  const agency = await makeAgency(t);
  const agencyId = agency.id;
  const made = {
    active: await makeWorker(t, { agencyId, lastName: 'Baker', firstName: 'Amy' }),
    onHold: await makeWorker(t, {
      agencyId,
      lastName: 'Adams',
      firstName: 'Ben',
      status: 'on_hold',
      phone: null,
      workStartDate: '2023-06-01',
    }),
    activeAt95: await makeWorker(t, {
      agencyId,
      lastName: 'Carter',
      firstName: 'Cy',
      payrollCompanyId: null,
      workStartDate: '2025-02-01',
    }),
    awaiting: await makeWorker(t, {
      agencyId,
      lastName: 'Doyle',
      firstName: 'Di',
      authorised: false,
      status: 'active',
    }),
    pending: await makeWorker(t, {
      agencyId,
      lastName: 'Evans',
      firstName: 'Ed',
      authorised: false,
      status: 'pending',
      taxCode: null,
    }),
    leftAuthorised: await makeWorker(t, {
      agencyId,
      lastName: 'Foster',
      firstName: 'Flo',
      status: 'left',
      p45Date: '2025-01-31',
    }),
    leftPending: await makeWorker(t, {
      agencyId,
      lastName: 'Grant',
      firstName: 'Gus',
      authorised: false,
      status: 'left',
      p45Date: '2025-02-28',
    }),
  };
  return { agency, made };
}

describe('GET /api/workers (plain list)', () => {
  it('answers an array by last name then first name, with agency and payroll company names', async () => {
    const { agency } = await agencyWithEveryState();
    const res = await get(`/api/workers?agencyId=${agency.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<Worker[]>();
    expect(names(list)).toEqual([
      'Adams Ben',
      'Baker Amy',
      'Carter Cy',
      'Doyle Di',
      'Evans Ed',
      'Foster Flo',
      'Grant Gus',
    ]);
    expect(list[0]).toMatchObject({
      agency: { id: agency.id, name: agency.name },
      payrollCompany: { id: match.anyNumber, name: match.anyString },
    });
    expect(list.find((w) => w.lastName === 'Carter')!.payrollCompany).toBeNull();
  });

  it('?authorised=true keeps authorised workers who have not left', async () => {
    const { agency } = await agencyWithEveryState();
    const list = (await get(`/api/workers?authorised=true&agencyId=${agency.id}`)).json<Worker[]>();
    expect(names(list)).toEqual(['Adams Ben', 'Baker Amy', 'Carter Cy']);
  });

  it('includes every worker without a filter', async () => {
    const worker = await makeWorker(t);
    const list = (await get('/api/workers')).json<Worker[]>();
    expect(list.map((w) => w.id)).toContain(worker.id);
  });
});

describe('GET /api/workers?tab=... (screen list)', () => {
  it('answers a page of each tab with the three counts', async () => {
    const { agency } = await agencyWithEveryState();
    const counts = { authorised: 3, pending: 2, left: 2 };
    const authorised = await page(`/api/workers?tab=authorised&agencyId=${agency.id}`);
    expect(authorised).toMatchObject({ total: 3, page: 1, pageSize: 20, counts });
    expect(names(authorised.items)).toEqual(['Adams Ben', 'Baker Amy', 'Carter Cy']);
    const pending = await page(`/api/workers?tab=pending&agencyId=${agency.id}`);
    expect(pending).toMatchObject({ total: 2, counts });
    expect(names(pending.items)).toEqual(['Doyle Di', 'Evans Ed']);
    const left = await page(`/api/workers?tab=left&agencyId=${agency.id}`);
    expect(left).toMatchObject({ total: 2, counts });
    expect(names(left.items)).toEqual(['Foster Flo', 'Grant Gus']);
    expect(left.items[0]).toMatchObject({ status: 'left', p45Date: '2025-01-31' });
  });

  it('status filters completion within the tab; the total follows it, the counts do not', async () => {
    const { agency } = await agencyWithEveryState();
    const base = `agencyId=${agency.id}`;
    const active = await page(`/api/workers?tab=authorised&status=active&${base}`);
    expect(names(active.items)).toEqual(['Baker Amy']);
    expect(active).toMatchObject({ total: 1, counts: { authorised: 3, pending: 2, left: 2 } });
    expect(names((await page(`/api/workers?tab=authorised&status=on_hold&${base}`)).items)).toEqual([
      'Adams Ben',
      'Carter Cy',
    ]);
    expect(names((await page(`/api/workers?tab=pending&status=authorise&${base}`)).items)).toEqual(['Doyle Di']);
    expect(names((await page(`/api/workers?tab=pending&status=pending&${base}`)).items)).toEqual(['Evans Ed']);
    expect((await page(`/api/workers?tab=pending&status=&${base}`)).total).toBe(2);
  });

  it('from and to filter the work start date', async () => {
    const { agency } = await agencyWithEveryState();
    const base = `tab=authorised&agencyId=${agency.id}`;
    expect(names((await page(`/api/workers?${base}&from=2024-01-01`)).items)).toEqual(['Baker Amy', 'Carter Cy']);
    expect(names((await page(`/api/workers?${base}&to=2024-12-31`)).items)).toEqual(['Adams Ben', 'Baker Amy']);
    expect(names((await page(`/api/workers?${base}&from=2024-01-01&to=2024-12-31`)).items)).toEqual(['Baker Amy']);
    expect((await page(`/api/workers?${base}&from=&to=`)).total).toBe(3);
  });

  it('pages 20 at a time, in name order across pages', async () => {
    const agency = await makeAgency(t);
    const payrollCompanyId = (await makePayrollCompany(t)).id;
    for (let i = 0; i < 25; i += 1) {
      // Statuses alternate so the page merges every (authorised, status) pair of the tab.
      const status = i % 3 === 0 ? 'on_hold' : 'active';
      await makeWorker(t, {
        agencyId: agency.id,
        payrollCompanyId,
        lastName: `Page${String(i).padStart(2, '0')}`,
        status,
      });
    }
    const first = await page(`/api/workers?tab=authorised&page=1&agencyId=${agency.id}`);
    const second = await page(`/api/workers?tab=authorised&page=2&agencyId=${agency.id}`);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(second).toMatchObject({ total: 25, page: 2 });
    expect(second.items.map((w) => w.lastName)).toEqual(['Page20', 'Page21', 'Page22', 'Page23', 'Page24']);
    expect(first.items.map((w) => w.lastName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Page${String(i).padStart(2, '0')}`),
    );
    const beyond = await page(`/api/workers?tab=authorised&page=3&agencyId=${agency.id}`);
    expect(beyond).toMatchObject({ items: [], total: 25, page: 3 });
    const small = await page(`/api/workers?tab=authorised&page=3&pageSize=10&agencyId=${agency.id}`);
    expect(small.items.map((w) => w.lastName)).toEqual(['Page20', 'Page21', 'Page22', 'Page23', 'Page24']);
  });

  it('orders equal names by first name, then id', async () => {
    const agency = await makeAgency(t);
    const b = await makeWorker(t, { agencyId: agency.id, lastName: 'Same', firstName: 'Bea' });
    const a2 = await makeWorker(t, { agencyId: agency.id, lastName: 'Same', firstName: 'Al', status: 'on_hold' });
    const a1 = await makeWorker(t, { agencyId: agency.id, lastName: 'Same', firstName: 'Al' });
    const ids = (await page(`/api/workers?tab=authorised&agencyId=${agency.id}`)).items.map((w) => w.id);
    expect(ids).toEqual([a2.id, a1.id, b.id]);
  });

  it('page without tab pages every worker', async () => {
    const { agency } = await agencyWithEveryState();
    const all = await page(`/api/workers?page=1&pageSize=5&agencyId=${agency.id}`);
    expect(all).toMatchObject({ total: 7, pageSize: 5, counts: { authorised: 3, pending: 2, left: 2 } });
    expect(all.items).toHaveLength(5);
  });

  it.each([
    'tab=everyone',
    'pageSize=500',
    'page=0',
    'agencyId=abc',
    'from=01/01/2024',
    'status=retired',
    'unknown=1',
    `q=${'x'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await get(`/api/workers?tab=authorised&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });
});

describe('search (q)', () => {
  let agencyId: number;
  let walker: Worker;
  beforeAll(async () => {
    agencyId = (await makeAgency(t)).id;
    const row = await makeWorker(t, {
      agencyId,
      firstName: 'Alice',
      lastName: 'Walker',
      email: 'alice.w@findme.example',
      phone: '07700900555',
      niNumber: 'JK123456D',
      postCode: 'SW1A 1AA',
    });
    await makeWorker(t, {
      agencyId,
      firstName: 'Bob',
      lastName: 'Wall',
      authorised: false,
      status: 'pending',
      postCode: 'LS1 4AP',
      phone: '07700900777',
    });
    await makeWorker(t, {
      agencyId,
      firstName: 'Walt',
      lastName: 'Xu',
      status: 'left',
      p45Date: '2025-01-01',
      phone: '07700900888',
    });
    await makeWorker(t, { agencyId, firstName: '50%', lastName: 'Off', phone: '07700900999' });
    walker = (await get(`/api/workers/${row.id}`)).json<Worker>();
  });
  const search = async (q: string, tab = 'authorised') =>
    page(`/api/workers?tab=${tab}&agencyId=${agencyId}&q=${encodeURIComponent(q)}`);

  it.each([
    ['a surname fragment', 'walk'],
    ['the full name', 'Alice Walker'],
    ['the name the other way round', 'walker alice'],
    ['an e-mail fragment', 'FINDME.example'],
    ['the phone with spaces', '07700 900 555'],
    ['the phone with +44', '+44 7700 900555'],
    ['the NI number with spaces, lower case', 'jk 12 34 56 d'],
    ['the post code without its space', 'sw1a1aa'],
    ['the post code with its space', 'SW1A 1AA'],
  ])('finds a worker by %s', async (_what, q) => {
    const result = await search(q);
    expect(result.items.map((w) => w.id)).toEqual([walker.id]);
    expect(result.total).toBe(1);
  });

  it('counts the matches of every tab', async () => {
    const result = await search('wal');
    expect(names(result.items)).toEqual(['Walker Alice']);
    expect(result.counts).toEqual({ authorised: 1, pending: 1, left: 1, rtwLapsed: 0 });
    expect(names((await search('wal', 'pending')).items)).toEqual(['Wall Bob']);
    expect(names((await search('wal', 'left')).items)).toEqual(['Xu Walt']);
  });

  it('treats LIKE wildcards literally', async () => {
    expect(names((await search('50%')).items)).toEqual(['Off 50%']);
    expect((await search('_')).total).toBe(0);
    expect((await search('%')).total).toBe(1);
  });

  it('finds nothing for a term nobody has', async () => {
    expect(await search('zzqqxx')).toMatchObject({
      items: [],
      total: 0,
      counts: { authorised: 0, pending: 0, left: 0 },
    });
  });

  it('pages a search matching thousands in name order (the tab is walked by name, not sorted)', async () => {
    const bulkAgency = (await makeAgency(t)).id;
    // 2,100 matches: above the size the page reads whole through the trigram index.
    await t.ctx.db.execute(sql`
      insert into workers (first_name, last_name, ni_number, agency_id, authorised, status, completion_percentage)
      select 'Many', 'Bulkley' || lpad(i::text, 5, '0'), 'ZX' || lpad(i::text, 6, '0') || 'A', ${bulkAgency},
        i % 3 <> 0, case when i % 7 = 0 then 'on_hold' when i % 3 = 0 then 'pending' else 'active' end, 90
      from generate_series(1, 2100) as i`);
    const url = (n: number) => `/api/workers?tab=authorised&page=${n}&q=bulkley&agencyId=${bulkAgency}`;
    const first = await page(url(1));
    expect(first).toMatchObject({ total: 1400, counts: { authorised: 1400, pending: 700, left: 0 } });
    expect(first.items.map((w) => w.lastName)).toEqual([
      'Bulkley00001',
      'Bulkley00002',
      'Bulkley00004',
      'Bulkley00005',
      'Bulkley00007',
      'Bulkley00008',
      'Bulkley00010',
      'Bulkley00011',
      'Bulkley00013',
      'Bulkley00014',
      'Bulkley00016',
      'Bulkley00017',
      'Bulkley00019',
      'Bulkley00020',
      'Bulkley00022',
      'Bulkley00023',
      'Bulkley00025',
      'Bulkley00026',
      'Bulkley00028',
      'Bulkley00029',
    ]);
    const last = await page(url(70));
    expect(last.items.map((w) => w.lastName).at(-1)).toBe('Bulkley02099');
    expect(last.items).toHaveLength(20);
  });

  it('counts again after any change (the kept counts are never stale)', async () => {
    const countsOf = async () => (await page(`/api/workers?tab=authorised&agencyId=${agencyId}`)).counts;
    const before = await countsOf();
    expect(await countsOf()).toEqual(before);
    const worker = await makeWorker(t, { agencyId, lastName: 'Counted' });
    expect(await countsOf()).toEqual({ ...before, authorised: before.authorised + 1 });
    await call(t, 'PATCH', `/api/workers/${worker.id}`, {
      cookie: support.cookie,
      payload: { status: 'left', p45Date: '01/02/2025' },
    });
    expect(await countsOf()).toEqual({ ...before, left: before.left + 1 });
    await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: support.cookie });
    expect(await countsOf()).toEqual(before);
  });

  it('works on the plain list too', async () => {
    const list = (await get(`/api/workers?agencyId=${agencyId}&q=walker`)).json<Worker[]>();
    expect(list.map((w) => w.id)).toEqual([walker.id]);
  });
});

describe('GET /api/workers/{id}', () => {
  it('answers the worker with its agency and payroll company', async () => {
    const worker = await makeWorker(t);
    const res = await get(`/api/workers/${worker.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      id: worker.id,
      niNumber: worker.niNumber,
      completionPercentage: 100,
      authorised: true,
      status: 'active',
      authorisedAt: match.isoInstant,
      agency: { id: worker.agencyId, name: match.anyString },
      payrollCompany: { id: worker.payrollCompanyId, name: match.anyString },
      createdAt: match.isoInstant,
      updatedAt: match.isoInstant,
    });
  });

  it('answers 404 Worker not found for an unknown id and 400 for a malformed one', async () => {
    const res = await get('/api/workers/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: 'Worker not found' });
    expect((await get('/api/workers/abc')).statusCode).toBe(400);
  });

  it('signed out gets 401', async () => {
    expect((await call(t, 'GET', '/api/workers')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/workers/1')).statusCode).toBe(401);
  });
});

describe('GET /api/autofill-suggestions', () => {
  it('answers distinct values starting with q first, then the most used, with counts', async () => {
    const agencyId = (await makeAgency(t)).id;
    const cities = { Manchester: 3, Mansfield: 2, manchester: 1, Dunmanway: 4 };
    for (const city of Object.entries(cities).flatMap(([name, n]) => Array<string>(n).fill(name))) {
      await makeWorker(t, { agencyId, city });
    }
    const res = await get('/api/autofill-suggestions?field=city&q=MAN');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ value: string; label: string; count: number }[]>();
    expect(list.slice(0, 3)).toEqual([
      { value: 'Manchester', label: 'Manchester', count: 3 },
      { value: 'Mansfield', label: 'Mansfield', count: 2 },
      { value: 'manchester', label: 'manchester', count: 1 },
    ]);
    expect(list[3]).toEqual({ value: 'Dunmanway', label: 'Dunmanway', count: 4 });
  });

  it('answers at most 5 by default, or limit', async () => {
    const agencyId = (await makeAgency(t)).id;
    for (let i = 0; i < 7; i += 1) await makeWorker(t, { agencyId, lastName: `Zebedee${i}` });
    expect((await get('/api/autofill-suggestions?field=lastName&q=zebedee')).json<unknown[]>()).toHaveLength(5);
    expect((await get('/api/autofill-suggestions?field=lastName&q=zebedee&limit=7')).json<unknown[]>()).toHaveLength(7);
  });

  it.each(['field=niNumber&q=a', 'q=a', 'field=city&limit=50', 'field=city&other=1'])(
    'refuses %s with 400',
    async (query) => {
      expect((await get(`/api/autofill-suggestions?${query}`)).statusCode).toBe(400);
    },
  );
});
