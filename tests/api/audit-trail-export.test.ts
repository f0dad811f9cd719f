import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { auditEntriesAfter, idsInTrailOrder, insertAuditEntries, lastAuditId } from '../helpers/audit.ts';
import { call, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * GET /api/admin/audit-trail/export (docs/domain.md): the trail's filters, every matching
 * entry newest first as CSV, text cells safe to open in a spreadsheet, the export itself audited.
 */

const { t, admin } = useTestApp({ admin: 'admin' });

const HEADER = [
  'Entry ID',
  'When (UK time)',
  'When (UTC)',
  'Actor ID',
  'Actor email',
  'Action',
  'Entity type',
  'Entity ID',
  'Fields changed',
  'Changes',
  'IP address',
];

async function exportCsv(query: string) {
  const res = await call(t, 'GET', `/api/admin/audit-trail/export?${query}`, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(HEADER);
  return { res, rows: rows.slice(1) };
}

describe('GET /api/admin/audit-trail/export', () => {
  it('writes the filtered entries newest first, UK and UTC times, masked fields by name only', async () => {
    await insertAuditEntries(t, [
      {
        userId: admin.user.id,
        userEmail: admin.user.email,
        entityType: 'worker',
        entityId: '42',
        action: 'update',
        changes: [{ field: 'status', from: 'pending', to: 'active' }, { field: 'niNumber' }],
        ipAddress: '203.0.113.9',
        createdAt: new Date('2024-07-01T08:15:30.250Z'),
      },
      { entityType: 'worker', entityId: '42', action: 'create', createdAt: new Date('2024-01-10T09:00:00Z') },
      { entityType: 'worker', entityId: '43', action: 'create', createdAt: new Date('2024-07-02T09:00:00Z') },
      { entityType: 'agency', entityId: '42', action: 'create', createdAt: new Date('2024-07-02T09:00:00Z') },
    ]);
    const { res, rows } = await exportCsv('entityType=worker&entityId=42');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-trail-${todayInLondon()}.csv"`);
    expect(rows).toEqual([
      [
        expect.stringMatching(/^\d+$/),
        '01/07/2024 09:15:30',
        '2024-07-01T08:15:30.250Z',
        String(admin.user.id),
        admin.user.email,
        'update',
        'worker',
        '42',
        'status, niNumber',
        'status: pending -> active; niNumber',
        '203.0.113.9',
      ],
      [
        expect.stringMatching(/^\d+$/),
        '10/01/2024 09:00:00',
        '2024-01-10T09:00:00.000Z',
        '',
        '',
        'create',
        'worker',
        '42',
        '',
        '',
        '',
      ],
    ]);
  });

  it('makes text that a spreadsheet would run as a formula harmless', async () => {
    await insertAuditEntries(t, [
      {
        userEmail: '+1-555@example.test',
        // A ticket's status keeps its value (src/shared/domain/audit-fields.ts); a field no table names is withheld.
        entityType: 'ticket',
        entityId: '=HYPERLINK("http://evil.example","click")',
        action: '@SUM(1)',
        changes: [
          { field: '-2+3', to: 'withheld' },
          { field: 'status', to: '=1+1' },
        ],
      },
    ]);
    const { rows } = await exportCsv(
      `entityType=ticket&entityId=${encodeURIComponent('=HYPERLINK("http://evil.example","click")')}`,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row![4]).toBe("'+1-555@example.test");
    expect(row![5]).toBe("'@SUM(1)");
    expect(row![7]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row![8]).toBe("'-2+3, status");
    expect(row![9]).toBe("'-2+3; status: =1+1");
  });

  it('streams long trails whole, in order, across batches and equal instants; the export is audited', async () => {
    await t.ctx.db.execute(sql`insert into audit_log (action, entity_type, entity_id, created_at)
      select 'update', 'export_test', i::text, timestamptz '2024-03-01 12:00:00+00' - (i / 7) * interval '1 second'
      from generate_series(1, 4500) as i`);
    const before = await lastAuditId(t);
    const { rows } = await exportCsv('entityType=export_test&action=update&from=2024-01-01');
    expect(rows.map((r) => Number(r[0]))).toEqual(await idsInTrailOrder(t, sql`entity_type = 'export_test'`));
    const written = await auditEntriesAfter(t, before);
    expect(written).toMatchObject([
      {
        userId: admin.user.id,
        action: 'export',
        entityType: 'audit_trail',
        changes: [{ field: 'filters', to: ['entityType', 'action', 'from'] }],
      },
    ]);
  });

  it('takes the actor by e-mail, and an empty result is the header alone', async () => {
    await insertAuditEntries(t, [{ userId: admin.user.id, userEmail: admin.user.email, entityType: 'actor_test' }]);
    const { rows } = await exportCsv(`userEmail=${admin.user.email.toUpperCase()}&entityType=actor_test`);
    expect(rows.map((r) => r[4])).toEqual([admin.user.email]);
    expect((await exportCsv('entityType=nothing_here')).rows).toEqual([]);
  });

  it.each(['page=2', 'before=1', 'from=2024-02-30', 'userId=x'])('refuses ?%s with 400', async (query) => {
    const res = await call(t, 'GET', `/api/admin/audit-trail/export?${query}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('VALIDATION_ERROR');
  });
});
