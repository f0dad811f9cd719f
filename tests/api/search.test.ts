import { beforeAll, describe, expect, it } from 'vitest';
import { searchPaths } from '../../src/shared/api/search.ts';
import { formatTicketNumber } from '../../src/shared/domain/tickets.ts';
import { call, makeAgency, signedIn, type TestApp } from '../helpers/app.ts';
import { makeTicket } from '../helpers/tickets.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

// GET /api/search (docs/domain.md, "Search and the command palette"): ranking, reach, validation.
type Result = { type: string; id: number | string; title: string; subtitle: string; url: string };

const { t, admin, finance, support } = useTestApp({ admin: 'admin', finance: 'finance', support: 'support' });

async function search(app: TestApp, cookie: string, q: string, limit?: number): Promise<Result[]> {
  const params = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await call(app, 'GET', `${searchPaths.search.build()}?${params}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Result[] }>().results;
}
const keysOf = (results: Result[]) => results.map((r) => `${r.type}:${r.id}`);

// Workers typed with their own keys; NI numbers start JK, which no other test uses.
let agencyA: { id: number; name: string };
let agencyB: { id: number; name: string };
let ann: { id: number };
let annTwin: { id: number };
let bea: { id: number };
let other: { id: number };
let ticketA: { id: number; ticketNumber: string };
let ticketB: { id: number; ticketNumber: string };
let client: string;

beforeAll(async () => {
  agencyA = await makeAgency(t, { name: 'LARKSPUR RECRUITMENT', contactName: 'Olive Tern', city: 'Harrogate' });
  agencyB = await makeAgency(t, { name: 'QUILLON STAFFING', contactName: 'Percy Wren', city: 'Kendal' });
  ann = await makeWorker(t, {
    agencyId: agencyA.id,
    firstName: 'Annabel',
    lastName: 'Quist',
    niNumber: 'JK123456A',
    email: 'annabel.quist@example.test',
    phone: '07911555123',
    employeeReference: 'LARK-0042',
  });
  // The next NI number after Ann's: a partial NI number finds both, the whole one Ann first.
  annTwin = await makeWorker(t, {
    agencyId: agencyA.id,
    firstName: 'Bartholomew',
    lastName: 'Quist',
    niNumber: 'JK123457B',
    email: 'bart.quist@example.test',
    phone: '07911555124',
  });
  bea = await makeWorker(t, {
    agencyId: agencyA.id,
    firstName: 'Beatrix',
    lastName: 'Featherstonehaugh',
    niNumber: 'JK223344C',
    email: 'beatrix.f@example.test',
  });
  // Same name as Ann, in the other agency: a client user of agency A never sees her.
  other = await makeWorker(t, {
    agencyId: agencyB.id,
    firstName: 'Annabel',
    lastName: 'Quist',
    niNumber: 'JK654321D',
    email: 'annabel.quist@other.example.test',
  });
  ticketA = await makeTicket(t, { agencyId: agencyA.id, sourceName: 'LARKSPUR RECRUITMENT', notes: 'Quist timesheet' });
  ticketB = await makeTicket(t, { agencyId: agencyB.id, sourceName: 'QUILLON STAFFING', notes: 'Quist invoice' });
  client = (await signedIn(t, 'client', { agencyId: agencyA.id })).cookie;
});

describe('ranking', () => {
  it('puts the worker whose NI number is typed whole first, and finds it typed with spaces or in lower case', async () => {
    for (const q of ['JK123456A', 'JK 12 34 56 A', 'jk123456a']) {
      const results = await search(t, admin.cookie, q);
      expect(keysOf(results)[0], q).toBe(`worker:${ann.id}`);
      expect(results[0]).toEqual({
        type: 'worker',
        id: ann.id,
        title: 'Annabel Quist',
        subtitle: `JK123456A · annabel.quist@example.test · ${agencyA.name}`,
        url: `/workers/${ann.id}`,
      });
    }
  });

  it('finds every worker whose NI number starts with a partial one, typed with or without spaces', async () => {
    for (const q of ['JK 12 34 5', 'jk12345']) {
      const keys = keysOf(await search(t, admin.cookie, q));
      expect(keys.slice(0, 2), q).toEqual([`worker:${ann.id}`, `worker:${annTwin.id}`]);
    }
  });

  it('finds a worker by e-mail, phone (typed with spaces or +44) and employee reference, exact first', async () => {
    expect(keysOf(await search(t, admin.cookie, 'Annabel.Quist@example.test'))[0]).toBe(`worker:${ann.id}`);
    expect(keysOf(await search(t, admin.cookie, '07911 555 123'))[0]).toBe(`worker:${ann.id}`);
    expect(keysOf(await search(t, admin.cookie, '+44 7911 555124'))[0]).toBe(`worker:${annTwin.id}`);
    expect(keysOf(await search(t, admin.cookie, 'lark-0042'))[0]).toBe(`worker:${ann.id}`);
    // The start of a phone number finds both, in number order.
    expect(keysOf(await search(t, admin.cookie, '07911 5551')).slice(0, 2)).toEqual([
      `worker:${ann.id}`,
      `worker:${annTwin.id}`,
    ]);
  });

  it('finds a ticket by its number written any way', async () => {
    for (const q of [
      ticketA.ticketNumber,
      ticketA.ticketNumber.toLowerCase(),
      `tkt ${ticketA.id}`,
      String(ticketA.id),
    ]) {
      const results = await search(t, admin.cookie, q);
      expect(keysOf(results), q).toContain(`ticket:${ticketA.id}`);
      expect(results.find((r) => r.type === 'ticket')).toEqual({
        type: 'ticket',
        id: ticketA.id,
        title: formatTicketNumber(ticketA.id),
        subtitle: 'LARKSPUR RECRUITMENT · Open · Quist timesheet',
        url: `/tickets?ticket=${ticketA.id}`,
      });
    }
  });

  it('lists a whole name before its start, and the start before a similar spelling', async () => {
    const results = await search(t, admin.cookie, 'annabel quist');
    expect(keysOf(results).slice(0, 2).sort()).toEqual([`worker:${ann.id}`, `worker:${other.id}`].sort());
    // A misspelt surname is found by similarity.
    expect(keysOf(await search(t, admin.cookie, 'featherstonhaugh'))).toContain(`worker:${bea.id}`);
    // Words in another order are found too.
    expect(keysOf(await search(t, admin.cookie, 'quist annabel'))).toContain(`worker:${ann.id}`);
  });

  it('finds an agency by name, contact and city, and a screen by its label', async () => {
    const byName = await search(t, admin.cookie, 'larkspur');
    expect(byName[0]).toEqual({
      type: 'agency',
      id: agencyA.id,
      title: 'LARKSPUR RECRUITMENT',
      subtitle: 'Olive Tern · Harrogate',
      url: `/agency/${agencyA.id}`,
    });
    expect(keysOf(await search(t, admin.cookie, 'olive tern'))).toContain(`agency:${agencyA.id}`);
    expect(keysOf(await search(t, admin.cookie, 'harrogate'))).toContain(`agency:${agencyA.id}`);
    expect((await search(t, finance.cookie, 'upload payroll'))[0]).toEqual({
      type: 'screen',
      id: 'upload-payroll',
      title: 'Upload payroll',
      subtitle: 'Open Upload Weekly Payroll',
      url: '/?tab=payroll&create=payroll-upload',
    });
    expect((await search(t, support.cookie, 'new ticket'))[0]).toMatchObject({
      type: 'screen',
      url: '/?tab=tickets&create=ticket',
    });
  });

  it('answers at most limit results, 10 by default', async () => {
    expect(await search(t, admin.cookie, 'q', 2)).toHaveLength(2);
    for (let i = 0; i < 12; i += 1)
      await makeWorker(t, { agencyId: agencyB.id, firstName: 'Zebedee', lastName: `Mull${i}` });
    expect(await search(t, admin.cookie, 'zebedee')).toHaveLength(10);
    expect(await search(t, admin.cookie, 'zebedee', 50)).toHaveLength(12);
  });
});

describe('what each user reaches', () => {
  it('a client user finds its own agency, its workers and tickets, and nothing of another agency', async () => {
    const keys = keysOf(await search(t, client, 'quist', 50));
    expect(keys).toEqual(expect.arrayContaining([`worker:${ann.id}`, `worker:${annTwin.id}`, `ticket:${ticketA.id}`]));
    expect(keys).not.toContain(`worker:${other.id}`);
    expect(keys).not.toContain(`ticket:${ticketB.id}`);
    const agencyBRecords = [`worker:${other.id}`, `ticket:${ticketB.id}`, `agency:${agencyB.id}`];
    for (const q of [
      'JK654321D',
      'annabel.quist@other.example.test',
      'quillon',
      'percy wren',
      'kendal',
      ticketB.ticketNumber,
    ]) {
      const keys = keysOf(await search(t, client, q, 50));
      expect(
        keys.filter((key) => agencyBRecords.includes(key)),
        q,
      ).toEqual([]);
    }
    // Nothing of its own resembles these: they find nothing at all.
    for (const q of ['JK654321D', 'quillon', 'kendal']) expect(await search(t, client, q, 50), q).toEqual([]);
    expect(keysOf(await search(t, client, 'larkspur'))).toContain(`agency:${agencyA.id}`);
    // Staff find both.
    expect(keysOf(await search(t, support.cookie, 'quist', 50))).toEqual(
      expect.arrayContaining([`worker:${other.id}`, `ticket:${ticketB.id}`]),
    );
  });

  it('never finds a deleted worker, by any key or by similarity', async () => {
    const gone = await makeWorker(t, {
      agencyId: agencyA.id,
      firstName: 'Ozymandias',
      lastName: 'Gone',
      niNumber: 'JK909090A',
      email: 'ozymandias.gone@example.test',
      phone: '07911999000',
    });
    expect(keysOf(await search(t, admin.cookie, 'JK909090A'))).toContain(`worker:${gone.id}`);
    const removed = await call(t, 'DELETE', `/api/workers/${gone.id}`, { cookie: admin.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const q of [
      'JK909090A',
      'JK 90 90',
      'ozymandias.gone@example.test',
      '07911 999000',
      'ozymandias gone',
      'ozymandas',
    ]) {
      expect(keysOf(await search(t, admin.cookie, q)), q).not.toContain(`worker:${gone.id}`);
    }
  });

  it('payroll companies are found by those with a screen for them; archived agencies by admins only', async () => {
    const company = await makePayrollCompany(t, { name: 'Thistledown Payroll Ltd', payeReference: '123/AB456' });
    expect((await search(t, finance.cookie, 'thistledown'))[0]).toEqual({
      type: 'payrollCompany',
      id: company.id,
      title: 'Thistledown Payroll Ltd',
      subtitle: 'payroll@example.test · PAYE 123/AB456',
      url: `/?tab=payroll&company=${company.id}`,
    });
    expect((await search(t, admin.cookie, 'thistledown'))[0]).toMatchObject({
      url: '/admin?admintab=payroll-companies&companyq=Thistledown%20Payroll%20Ltd',
    });
    expect(await search(t, support.cookie, 'thistledown')).toEqual([]);

    const archived = await makeAgency(t, { name: 'MOTHBALL AGENCY', archivedAt: new Date() });
    expect((await search(t, admin.cookie, 'mothball'))[0]).toMatchObject({
      id: archived.id,
      subtitle: 'Jane Contact · Leeds · Archived',
    });
    expect(await search(t, support.cookie, 'mothball')).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['q=a%00b', 'q'],
    ['q=a&limit=0', 'limit'],
    ['q=a&limit=51', 'limit'],
    ['q=a&limit=abc', 'limit'],
    ['q=a&limit=1e1', 'limit'],
    ['q=a&limit=', 'limit'],
    ['q=a&other=1', ''],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const res = await call(t, 'GET', `${searchPaths.search.build()}?${query}`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; details?: { field?: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    if (field) expect(JSON.stringify(body.details)).toContain(field);
  });

  it('answers 401 signed out and takes 100 characters', async () => {
    expect((await call(t, 'GET', `${searchPaths.search.build()}?q=a`)).statusCode).toBe(401);
    await search(t, admin.cookie, 'a'.repeat(100));
  });
});
