import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataProtectionSummary } from '../../scripts/seed/demo-data-protection.ts';
import { seedDemo, type SeedDemoResult } from '../../scripts/seed/seed-demo.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { runOnce } from '../../src/server/lib/jobs/jobs.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';

/**
 * seed:demo's data protection (docs/domain.md, "Legal holds", "Subject access requests"): a hold in
 * force and an ended one on Left workers, three subject access requests, made once per database.
 */
const TODAY = '2026-03-16';
const clock = new Date(`${TODAY}T12:00:00Z`);
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let seeded: SeedDemoResult;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  admin = await signedIn(t, 'admin');
  seeded = await seedDemo(t.ctx.db, { workers: 200, seed: 5, today: TODAY, now: clock });
});
afterAll(() => t.close());

describe('the demo office’s data protection', () => {
  it('has a legal hold in force, one ended, and subject access requests open, overdue and completed', async () => {
    expect(seeded.dataProtection).toEqual({ legalHolds: 2, subjectAccessRequests: 3 });
    expect(dataProtectionSummary(seeded.dataProtection)).toBe(
      'Data protection: 2 legal holds on Left workers (one in force, one ended) and 3 subject access requests (one due within a week, one overdue, one completed).',
    );
    const holds = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select entity_id as id from legal_holds order by id`),
    ).map((r) => r.id);
    const answers = [];
    for (const id of holds)
      answers.push((await call(t, 'GET', `/api/workers/${id}/legal-hold`, { cookie: admin.cookie })).json<Body>());
    expect(answers.map((a) => (a.legalHold as Body).ended)).toEqual([false, true]);

    const register = (await call(t, 'GET', '/api/admin/subject-access-requests', { cookie: admin.cookie })).json<{
      requests: Body[];
    }>();
    expect(register.requests.map((r) => [r.status, (r.daysLeft as number) > 0])).toEqual([
      ['open', true],
      ['open', false],
      ['completed', false],
    ]);
    const job = t.jobs.definitions().find((one) => one.name === 'daily-reminders')!;
    const run = await runOnce(t.ctx.db, job, { runKey: 'seed', options: { 'as-of': TODAY }, now: new Date() });
    expect(run.summary).toMatchObject({ sarCreated: 1 });

    // Seeding again adds none.
    expect((await seedDemo(t.ctx.db, { workers: 10, seed: 6, today: TODAY, now: clock })).dataProtection).toEqual({
      legalHolds: 0,
      subjectAccessRequests: 0,
    });
  });
});
