import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedArguments } from '../../scripts/seed/demo-arguments.ts';
import { seedDemoAudit } from '../../scripts/seed/demo-audit.ts';
import { createRng } from '../../scripts/seed/random.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { auditActions, auditEntityTypes, auditFieldChanges } from '../../src/shared/domain/audit-trail.ts';
import { createTestApp, makeUser, signedIn, type TestApp } from '../helpers/app.ts';
import { getTrail } from '../helpers/audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.ctx.db.execute(query)) as { rows: T[] }).rows;
const auditIndexes = () =>
  rows<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'audit_log' order by 1`);

/** Fields whose values the product never keeps (a sample of lib/audit-log.ts's masked set). */
const PERSONAL = ['email', 'phone', 'firstName', 'lastName', 'niNumber', 'sortCode', 'accountNumber', 'password'];

describe('seed:demo --audit-entries (docs/domain.md, Audit trail)', () => {
  it('takes the flag, 500 by default', () => {
    expect(readSeedArguments([])).toMatchObject({ auditEntries: 500 });
    expect(readSeedArguments(['--audit-entries', '1000000'])).toMatchObject({ auditEntries: 1_000_000 });
    for (const bad of ['-1', '1.5', 'lots', '5000001'])
      expect(() => readSeedArguments(['--audit-entries', bad])).toThrow('--audit-entries');
  });

  it('writes realistic entries by the users about the records there, oldest first, personal values masked', async () => {
    const staff = [
      await makeUser(t, { role: 'admin' }),
      await makeUser(t, { role: 'support' }),
      await makeUser(t, { role: 'finance' }),
    ];
    const seeded = await seedDemo(t.ctx.db, { workers: 30, tickets: 20, auditEntries: 400, seed: 3 });
    expect(seeded.audit).toMatchObject({ entries: 400, actors: staff.length });
    const indexes = await auditIndexes();
    // A big load into a smaller table drops and rebuilds the indexes: made big here by a low threshold.
    const bulk = await seedDemoAudit(t.ctx.db, { count: 600, rng: createRng(8), now: new Date(), bulkLoadFrom: 100 });
    expect(bulk.entries).toBe(600);
    expect(await auditIndexes()).toEqual(indexes);

    const entries = await rows<{
      id: number;
      user_id: number;
      user_email: string;
      entity_type: string;
      action: string;
      entity_id: string | null;
      changes: unknown;
      created_at: string;
    }>(
      sql`select id, user_id, user_email, entity_type, action, entity_id, changes, created_at from audit_log order by id`,
    );
    expect(entries).toHaveLength(1000);
    const types = new Set<string>(auditEntityTypes.map((c) => c.value));
    const actions = new Set<string>(auditActions.map((c) => c.value));
    for (const e of entries) {
      expect(types).toContain(e.entity_type);
      expect(actions).toContain(e.action);
      expect(staff.map((s) => [s.id, s.email])).toContainEqual([e.user_id, e.user_email]);
      for (const change of auditFieldChanges(e.changes))
        if (PERSONAL.includes(change.field)) expect(change).toEqual({ field: change.field });
    }
    // Each load is oldest first, so ids follow time within it; the entries span about two years.
    const first = entries.slice(0, 400).map((e) => new Date(e.created_at).getTime());
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(first.at(-1)! - first[0]!).toBeGreaterThan(600 * 86_400_000);
    // Worker entries point at the seeded workers.
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log a
      where a.entity_type = 'worker' and a.entity_id is not null and not exists (select 1 from workers w where w.id::text = a.entity_id)`);
    expect(orphans!.n).toBe(0);
    expect(new Set(entries.map((e) => e.entity_type)).size).toBeGreaterThan(10);

    // The trail reads them: an actor's entries, newest first.
    const { cookie } = await signedIn(t, 'admin');
    const { body } = await getTrail(t, cookie, `userId=${staff[0]!.id}&pageSize=5`);
    const expected = await rows<{ id: number }>(
      sql`select id from audit_log where user_id = ${staff[0]!.id} order by created_at desc, id desc limit 5`,
    );
    expect(body!.items.map((e) => e.id)).toEqual(expected.map((r) => r.id));
  });

  it('without users, writes them by former staff (addresses of no account)', async () => {
    const fresh = await createTestApp();
    try {
      const result = await seedDemoAudit(fresh.ctx.db, { count: 50, rng: createRng(2), now: new Date() });
      expect(result).toMatchObject({ entries: 50, actors: 6 });
      const [row] = (
        (await fresh.ctx.db.execute(
          sql`select count(*) filter (where user_id is null and user_email like '%@former-staff.example')::int as n from audit_log`,
        )) as { rows: { n: number }[] }
      ).rows;
      expect(row!.n).toBe(50);
    } finally {
      await fresh.close();
    }
  });
});
