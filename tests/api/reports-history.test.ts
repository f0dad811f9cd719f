import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reportHistory } from '../../src/server/db/schema/index.ts';
import { removeExpiredReports } from '../../src/server/modules/reports/report-history.service.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { scheduledJobs } from '../../src/server/scheduled-jobs.ts';
import { generateReport } from '../../src/server/modules/reports/reports.service.ts';
import { reportQuery, type ReportHistoryAnswer } from '../../src/shared/api/reports.ts';
import { call, createTestApp, login, signedIn, type TestApp } from '../helpers/app.ts';
import { getReport, makeReportsFixture, type ReportsFixture } from '../helpers/reports.ts';

let t: TestApp;
let f: ReportsFixture;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let finance: Account;
let support: Account;
let client: Account;

beforeAll(async () => {
  t = await createTestApp();
  f = await makeReportsFixture(t);
  admin = await signedIn(t, 'admin');
  finance = await signedIn(t, 'finance');
  support = await signedIn(t, 'support');
  client = await signedIn(t, 'client', { agencyId: f.agencyA.id });
});
afterAll(() => t.close());

const reportsDir = () => path.join(t.dataDir, 'reports');
const storedPath = (name: string) => path.join(reportsDir(), name);
/** Every file kept under DATA_DIR/reports. */
const keptFiles = (): string[] =>
  fs.existsSync(reportsDir())
    ? fs
        .readdirSync(reportsDir(), { recursive: true, encoding: 'utf8' })
        .filter((p) => fs.statSync(path.join(reportsDir(), p)).isFile())
    : [];

const history = async (cookie: string, query = '') => {
  const res = await call(t, 'GET', `/api/reports/history${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportHistoryAnswer>();
};
const download = (cookie: string, id: number) => call(t, 'GET', `/api/reports/history/${id}/download`, { cookie });

describe('Recent Reports', () => {
  it('lists each report generated with who, what, filters, rows and size, and downloads the same bytes again', async () => {
    const res = await getReport(t, finance.cookie, 'payroll', {
      format: 'xlsx',
      status: 'active',
      from: '2025-03-01',
      fields: 'audit,personal',
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = await history(finance.cookie);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      type: 'payroll',
      format: 'xlsx',
      fileName: 'payroll-report.xlsx',
      filters: { status: 'active', from: '2025-03-01', to: null, agencyId: null, fields: ['personal', 'audit'] },
      rowCount: 3,
      byteSize: res.rawPayload.length,
      generatedBy: { id: finance.user.id, name: `${finance.user.firstName} ${finance.user.lastName}` },
    });
    const days = (Date.parse(items[0]!.expiresAt) - Date.parse(items[0]!.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const again = await download(finance.cookie, items[0]!.id);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toBe('attachment; filename="payroll-report.xlsx"');
    expect(again.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('is each user’s own: another user’s entry answers 404, an admin sees and downloads everyone’s', async () => {
    await getReport(t, support.cookie, 'compliance');
    await getReport(t, client.cookie, 'workers');
    const own = await history(support.cookie);
    expect(own.items.map((e) => e.type)).toEqual(['compliance']);
    expect((await history(client.cookie)).items.map((e) => e.type)).toEqual(['workers']);

    const financeEntry = (await history(finance.cookie)).items[0]!;
    expect((await download(support.cookie, financeEntry.id)).statusCode).toBe(404);
    expect((await download(client.cookie, financeEntry.id)).statusCode).toBe(404);
    expect((await download(support.cookie, 999999)).statusCode).toBe(404);

    const all = await history(admin.cookie);
    expect(all.items.map((e) => e.type)).toEqual(['workers', 'compliance', 'payroll']);
    expect((await download(admin.cookie, financeEntry.id)).statusCode).toBe(200);
  });

  it('pages newest first', async () => {
    await getReport(t, support.cookie, 'rtw');
    await getReport(t, support.cookie, 'p45');
    const first = await history(support.cookie, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.type)).toEqual(['p45', 'rtw']);
    expect((await history(support.cookie, '?page=2&pageSize=2')).items.map((e) => e.type)).toEqual(['compliance']);
  });

  it('keeps nothing of a refused request', async () => {
    const before = (await history(support.cookie)).total;
    expect((await getReport(t, support.cookie, 'payroll')).statusCode).toBe(403);
    expect((await getReport(t, support.cookie, 'workers', { from: '2025-02-01', to: '2025-01-01' })).statusCode).toBe(
      400,
    );
    expect((await history(support.cookie)).total).toBe(before);
  });
});

describe('a report asked twice (a double click)', () => {
  it('two requests at once for the same report and filters make one entry and keep one file', async () => {
    const { cookie, user } = await signedIn(t, 'finance');
    const query = { format: 'xlsx', status: 'active', fields: 'personal' };
    const filesBefore = keptFiles().length;
    const [one, two] = await Promise.all([
      getReport(t, cookie, 'workers', query),
      getReport(t, cookie, 'workers', query),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    // Both answers are the report.
    expect(Buffer.compare(one.rawPayload.subarray(0, 2), Buffer.from('PK'))).toBe(0);
    expect(Buffer.compare(two.rawPayload.subarray(0, 2), Buffer.from('PK'))).toBe(0);
    const rows = await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.generatedBy, user.id));
    expect(rows).toHaveLength(1);
    expect(keptFiles().length).toBe(filesBefore + 1);
    expect((await history(cookie)).items.map((e) => e.type)).toEqual(['workers']);
  });

  it('asked again straight after it finished: still one; other filters, another format, or later: another', async () => {
    const { cookie, user } = await signedIn(t, 'support');
    const entries = async () =>
      (await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.generatedBy, user.id))).length;
    expect((await getReport(t, cookie, 'rtw')).statusCode).toBe(200);
    expect((await getReport(t, cookie, 'rtw')).statusCode).toBe(200);
    expect(await entries()).toBe(1);
    await getReport(t, cookie, 'rtw', { status: 'active' });
    await getReport(t, cookie, 'rtw', { format: 'xlsx' });
    expect(await entries()).toBe(3);
    // Past the window (the entries made 3 seconds earlier): a new report.
    await t.ctx.db.execute(
      sql`update report_history set created_at = created_at - interval '3 seconds' where generated_by = ${user.id}`,
    );
    await getReport(t, cookie, 'rtw');
    expect(await entries()).toBe(4);
  });
});

describe('expiry after 30 days', () => {
  it('removes expired entries and their files; they are neither listed nor downloaded', async () => {
    await getReport(t, support.cookie, 'workers', { format: 'xlsx' });
    const entry = (await history(support.cookie)).items[0]!;
    const [row] = await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.id, entry.id));
    expect(fs.existsSync(storedPath(row!.storedFileName))).toBe(true);

    await t.ctx.db
      .update(reportHistory)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reportHistory.id, entry.id));
    expect((await download(support.cookie, entry.id)).statusCode).toBe(404);
    expect(await removeExpiredReports(t.ctx)).toBe(1);
    expect(await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.id, entry.id))).toEqual([]);
    expect(fs.existsSync(storedPath(row!.storedFileName))).toBe(false);
    expect((await history(support.cookie)).items.map((e) => e.id)).not.toContain(entry.id);
    expect(await removeExpiredReports(t.ctx)).toBe(0);
  });

  it('the list sweeps what expired since', async () => {
    await getReport(t, support.cookie, 'rtw', { format: 'csv' });
    const entry = (await history(support.cookie)).items[0]!;
    await t.ctx.db
      .update(reportHistory)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportHistory.id, entry.id));
    await history(admin.cookie);
    expect(await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.id, entry.id))).toEqual([]);
  });
});

describe('the nightly job expired-reports', () => {
  it('removes the expired entry and its file, once for its night', async () => {
    await getReport(t, support.cookie, 'p45');
    const entry = (await history(support.cookie)).items[0]!;
    const [row] = await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.id, entry.id));
    await t.ctx.db
      .update(reportHistory)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportHistory.id, entry.id));
    const job = scheduledJobs(t.ctx).find((one) => one.name === 'expired-reports')!;
    const input = { runKey: '2026-11-28', options: {}, now: new Date() };
    expect(await runOnce(t.ctx.db, job, input)).toEqual({
      job: 'expired-reports',
      runKey: '2026-11-28',
      ran: true,
      summary: { removedReports: 1 },
    });
    expect(await t.ctx.db.select().from(reportHistory).where(eq(reportHistory.id, entry.id))).toEqual([]);
    expect(fs.existsSync(storedPath(row!.storedFileName))).toBe(false);
    expect(await runOnce(t.ctx.db, job, input)).toEqual({
      job: 'expired-reports',
      runKey: '2026-11-28',
      ran: false,
      summary: null,
    });
  });
});

describe('a download abandoned half-way', () => {
  it('leaves no history entry and no file', async () => {
    const before = await t.ctx.db.select().from(reportHistory);
    const filesBefore = keptFiles();
    const user = { ...support.user, sessionId: 'test', mfaStage: null, freshAt: null };
    const {
      passwordHash: _hash,
      password: _password,
      ...sessionUser
    } = user as typeof user & { passwordHash?: string };
    const file = await generateReport(t.ctx, sessionUser, 'workers', reportQuery.parse({}), { ip: null });
    // The header line comes first, before any batch is read; then the client goes away.
    for await (const _chunk of file.stream) break;
    await expect.poll(() => keptFiles().filter((name) => !filesBefore.includes(name)), { timeout: 5000 }).toEqual([]);
    expect(await t.ctx.db.select().from(reportHistory)).toHaveLength(before.length);
  });
});

describe('the audit trail', () => {
  it('records each generation without personal data', async () => {
    await getReport(t, finance.cookie, 'workers', { fields: 'personal', agencyId: String(f.agencyA.id) });
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report_generated'), eq(auditLog.userId, finance.user.id)))
      .orderBy(auditLog.id);
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ entityType: 'report' });
    expect(last.changes).toEqual([
      { field: 'type', to: 'workers' },
      { field: 'format', to: 'csv' },
      { field: 'status', to: 'all' },
      { field: 'from', to: null },
      { field: 'to', to: null },
      { field: 'agencyId', to: f.agencyA.id },
      { field: 'fields', to: ['personal'] },
      { field: 'includeLeft', to: false },
      { field: 'followUpDue', to: false },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Alice|Active|@example\.test"?,"to/);
  });
});

describe('a download checks the user as they are now', () => {
  const putUser = (id: number, payload: Record<string, unknown>) =>
    call(t, 'PUT', `/api/admin/users/${id}`, { cookie: admin.cookie, payload });
  const newestId = async (cookie: string) => (await history(cookie, '?pageSize=1')).items[0]!.id;

  it('refuses pay figures to a user who has lost the payroll permission since, and still serves the rest', async () => {
    const clerk = await signedIn(t, 'finance');
    await getReport(t, clerk.cookie, 'payroll');
    const payroll = await newestId(clerk.cookie);
    await getReport(t, clerk.cookie, 'workers', { fields: 'payroll' });
    const workersWithPay = await newestId(clerk.cookie);
    await getReport(t, clerk.cookie, 'workers', { fields: 'personal' });
    const workers = await newestId(clerk.cookie);
    expect((await download(clerk.cookie, payroll)).statusCode).toBe(200);

    expect((await putUser(clerk.user.id, { role: 'support' })).statusCode).toBe(200);
    const asSupport = await login(t, clerk.user.email, clerk.user.password);
    for (const id of [payroll, workersWithPay]) {
      const refused = await download(asSupport, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'You do not have permission to see payroll figures' });
    }
    expect((await download(asSupport, workers)).statusCode).toBe(200);
  });

  it("answers 404 to a client user moved to another agency for the old agency's report", async () => {
    const mover = await signedIn(t, 'client', { agencyId: f.agencyA.id });
    const inA = await getReport(t, mover.cookie, 'workers');
    expect(inA.body).toContain('Alice');
    const id = await newestId(mover.cookie);
    expect((await download(mover.cookie, id)).statusCode).toBe(200);

    expect((await putUser(mover.user.id, { agencyId: f.agencyB.id })).statusCode).toBe(200);
    const refused = await download(mover.cookie, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Report not found' });

    expect((await putUser(mover.user.id, { agencyId: f.agencyA.id })).statusCode).toBe(200);
    expect((await download(mover.cookie, id)).statusCode).toBe(200);
  });

  it('records each download in the audit trail: who, which report, no personal data', async () => {
    await getReport(t, finance.cookie, 'workers', { fields: 'personal', format: 'xlsx' });
    const id = await newestId(finance.cookie);
    expect((await download(finance.cookie, id)).statusCode).toBe(200);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report_downloaded'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: finance.user.id,
      entityType: 'report',
      changes: [
        { field: 'type', to: 'workers' },
        { field: 'format', to: 'xlsx' },
      ],
    });
    expect((await download(support.cookie, id)).statusCode).toBe(404);
    const afterRefusal = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'report_downloaded'));
    expect(afterRefusal.filter((e) => e.entityId === String(id))).toHaveLength(1);
  });
});
