import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyContacts } from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { call, signedIn } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const countOf = async (table: string) => {
  const result: unknown = await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

describe('seed:demo gives the demo agencies their records (issue 11)', () => {
  it('adds terms, contacts with one primary, logs, comments and downloadable documents, once', async () => {
    const first = await seedDemo(t.ctx.db, { workers: 20, seed: 7, fileStore: fileStoreFor(t.ctx.config) });
    expect(first.agenciesWithRecords).toBe(first.agencies);
    expect(first.agencyDocuments).toBeGreaterThan(0);
    const counts = await Promise.all(
      ['agency_contacts', 'agency_communication_logs', 'agency_comments', 'agency_documents'].map(countOf),
    );
    expect(Math.min(...counts)).toBeGreaterThan(0);
    const primaries: unknown = await t.ctx.db.execute(
      sql`select agency_id from agency_contacts where is_primary group by agency_id having count(*) <> 1`,
    );
    expect((primaries as { rows: unknown[] }).rows).toEqual([]);
    const [contact] = await t.ctx.db.select().from(agencyContacts).where(eq(agencyContacts.isPrimary, true)).limit(1);
    const admin = (await signedIn(t, 'admin')).cookie;
    const commercial = await call(t, 'GET', `/api/agencies/${contact!.agencyId}/commercial`, { cookie: admin });
    expect(commercial.json<{ paymentTerms: string | null }>().paymentTerms).not.toBeNull();
    const docs: unknown = await t.ctx.db.execute(sql`select id from agency_documents limit 1`);
    const docId = (docs as { rows: { id: number }[] }).rows[0]!.id;
    const download = await call(t, 'GET', `/api/agency-documents/${docId}/download`, { cookie: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await seedDemo(t.ctx.db, { workers: 5, seed: 8, fileStore: fileStoreFor(t.ctx.config) });
    expect(again.agenciesWithRecords).toBe(0);
    expect(await countOf('agency_contacts')).toBe(counts[0]);
  });
});
