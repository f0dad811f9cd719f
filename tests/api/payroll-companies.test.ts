import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payrollCompanies } from '../../src/server/db/schema/index.ts';
import { payrollCompanyMessages } from '../../src/shared/api/payroll-companies.ts';
import { call, makeAgency, match, signedIn, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makePayrollCompany, makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

let counter = 0;
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Acme Payroll ${++counter} ${Date.now()}`,
  email: 'Payroll@Acme.example',
  payeReference: '123/AB45678',
  supplierName: 'Acme Supplies',
  internalReference: 'INT-1',
  ...overrides,
});
const create = (payload: unknown, cookie = admin.cookie) =>
  call(t, 'POST', '/api/payroll-companies', { cookie, payload });
const list = (cookie = admin.cookie) => call(t, 'GET', '/api/payroll-companies', { cookie });

describe('POST /api/payroll-companies', () => {
  it('creates a company, trimming the name and lower-casing the e-mail', async () => {
    const res = await create(companyBody({ name: '  Bright Pay Ltd  ', email: ' Pay@Bright.Example ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      id: match.anyNumber,
      name: 'Bright Pay Ltd',
      email: 'pay@bright.example',
      payeReference: '123/AB45678',
      supplierName: 'Acme Supplies',
      internalReference: 'INT-1',
      _count: { workers: 0 },
      createdAt: match.isoInstant,
    });
  });

  it('keeps only the name when the rest is empty', async () => {
    const res = await create({ name: `Lean Pay ${Date.now()}`, email: '', payeReference: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body>()).toMatchObject({
      email: null,
      payeReference: null,
      supplierName: null,
      internalReference: null,
    });
  });

  it.each([
    [{ name: '' }, payrollCompanyMessages.nameRequired],
    [{ name: '   ' }, payrollCompanyMessages.nameRequired],
    [{ name: undefined }, payrollCompanyMessages.nameRequired],
    [{ email: 'not-an-email' }, payrollCompanyMessages.invalidEmail],
    [{ payeReference: 'x'.repeat(101) }, undefined],
    [{ name: 'n'.repeat(101) }, undefined],
    [{ unknownField: 1 }, undefined],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await create(companyBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json<Body>().message).toBe(message);
  });

  it('answers 409 for a name already taken in any case', async () => {
    const name = `Dupe Payroll ${Date.now()}`;
    expect((await create(companyBody({ name }))).statusCode).toBe(201);
    const res = await create(companyBody({ name: name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({ code: 'DUPLICATE_NAME', message: payrollCompanyMessages.duplicateName });
  });

  it('records the creation with the e-mail masked', async () => {
    const res = await create(companyBody({ email: 'secret@acme.example' }));
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'payroll_company'), eq(auditLog.entityId, String(res.json<{ id: number }>().id))),
      );
    expect(entry).toMatchObject({ action: 'create' });
    expect(entry!.changes).toEqual(
      match.arrayContaining([{ field: 'email' }, { field: 'supplierName', to: 'Acme Supplies' }]),
    );
    expect(JSON.stringify(entry!.changes)).not.toContain('secret@acme.example');
  });

  it.each(['support', 'client'] as const)('refuses %s (no payroll permission) with 403', async (role) => {
    const { cookie } = await signedIn(t, role);
    expect((await create(companyBody(), cookie)).statusCode).toBe(403);
  });

  it('lets finance create', async () => {
    const { cookie } = await signedIn(t, 'finance');
    expect((await create(companyBody(), cookie)).statusCode).toBe(201);
  });
});

describe('GET /api/payroll-companies', () => {
  it('lists by name with worker counts; a client counts only its own agency workers', async () => {
    const company = await makePayrollCompany(t, { name: `AAA First ${Date.now()}` });
    const agency = await makeAgency(t);
    await makeWorker(t, { payrollCompanyId: company.id, agencyId: agency.id });
    await makeWorker(t, { payrollCompanyId: company.id });

    const res = await list();
    expect(res.statusCode).toBe(200);
    const names = res.json<Body[]>().map((c) => String(c.name));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.json<Body[]>().find((c) => c.id === company.id)).toMatchObject({
      name: company.name,
      _count: { workers: 2 },
    });

    const client = (await signedIn(t, 'client', { agencyId: agency.id })).cookie;
    const scoped = await list(client);
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json<Body[]>().find((c) => c.id === company.id)).toMatchObject({ _count: { workers: 1 } });
  });
});

describe('PATCH /api/payroll-companies/{id}', () => {
  it('changes only the fields sent and records the change', async () => {
    const company = await makePayrollCompany(t, { supplierName: 'Keep Me', payeReference: '111/A' });
    const res = await call(t, 'PATCH', `/api/payroll-companies/${company.id}`, {
      cookie: admin.cookie,
      payload: { payeReference: '222/B' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      name: company.name,
      supplierName: 'Keep Me',
      payeReference: '222/B',
      email: company.email,
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'payroll_company'),
          eq(auditLog.entityId, String(company.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(entry!.changes).toEqual([{ field: 'payeReference', from: '111/A', to: '222/B' }]);
  });

  it('clears a field sent empty, refuses a blank name and a taken name', async () => {
    const company = await makePayrollCompany(t, { supplierName: 'Old' });
    const other = await makePayrollCompany(t);
    const cleared = await call(t, 'PATCH', `/api/payroll-companies/${company.id}`, {
      cookie: admin.cookie,
      payload: { supplierName: '' },
    });
    expect(cleared.json<Body>().supplierName).toBeNull();
    const blank = await call(t, 'PATCH', `/api/payroll-companies/${company.id}`, {
      cookie: admin.cookie,
      payload: { name: ' ' },
    });
    expect(blank.json<Body>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: payrollCompanyMessages.nameRequired,
    });
    const taken = await call(t, 'PATCH', `/api/payroll-companies/${company.id}`, {
      cookie: admin.cookie,
      payload: { name: other.name.toLowerCase() },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('moves updatedAt forward: the schema sets it on every update ($onUpdate), no repository writes it', async () => {
    const company = await makePayrollCompany(t, { updatedAt: new Date('2020-01-01T00:00:00Z') });
    const res = await call(t, 'PATCH', `/api/payroll-companies/${company.id}`, {
      cookie: admin.cookie,
      payload: { supplierName: 'Newer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json<Body>().updatedAt as string)).toBeGreaterThan(Date.parse('2024-01-01T00:00:00Z'));
  });

  it('answers 404 for an unknown company', async () => {
    const res = await call(t, 'PATCH', '/api/payroll-companies/999999', {
      cookie: admin.cookie,
      payload: { name: 'X' },
    });
    expect(res.json<Body>()).toEqual({ code: 'NOT_FOUND', message: payrollCompanyMessages.notFound });
  });
});

describe('DELETE /api/payroll-companies/{id}', () => {
  it('deletes an unused company and records it', async () => {
    const company = await makePayrollCompany(t);
    const res = await call(t, 'DELETE', `/api/payroll-companies/${company.id}`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.select().from(payrollCompanies).where(eq(payrollCompanies.id, company.id))).toEqual([]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'payroll_company'),
          eq(auditLog.entityId, String(company.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(entry).toBeDefined();
    expect((await call(t, 'DELETE', `/api/payroll-companies/${company.id}`, { cookie: admin.cookie })).statusCode).toBe(
      404,
    );
  });

  it('refuses with 409 while workers are paid through it', async () => {
    const company = await makePayrollCompany(t);
    await makeWorker(t, { payrollCompanyId: company.id });
    const res = await call(t, 'DELETE', `/api/payroll-companies/${company.id}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      code: 'CONFLICT',
      message: payrollCompanyMessages.stillUsed,
      details: { workerCount: 1 },
    });
    expect(await t.ctx.db.select().from(payrollCompanies).where(eq(payrollCompanies.id, company.id))).toHaveLength(1);
  });
});
