import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoTickets } from '../../scripts/seed/demo-tickets.ts';
import { createRng } from '../../scripts/seed/random.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { formatTicketNumber } from '../../src/shared/domain/tickets.ts';
import { call, makeUser, signedIn } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.ctx.db.execute(query)) as { rows: T[] }).rows;
const ticketIndexes = () =>
  rows<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'tickets' order by 1`);

describe('seed:demo adds tickets (issue 12)', () => {
  it('spreads them over the three tabs, numbered from the sequence, counted, and the app numbers on after them', async () => {
    const staff = await makeUser(t, { role: 'support', firstName: 'Sunita', lastName: 'Patel' });
    await seedDemo(t.ctx.db, { workers: 40, seed: 9 });
    const indexes = await ticketIndexes();
    // A big load into a smaller table drops and rebuilds the indexes: made big here by a low threshold.
    const bulk = await seedDemoTickets(t.ctx.db, { count: 300, rng: createRng(5), now: new Date(), bulkLoadFrom: 100 });
    expect(bulk.tickets).toBe(300);
    expect(await ticketIndexes()).toEqual(indexes);
    const seeded = await seedDemo(t.ctx.db, { workers: 0, tickets: 250, seed: 10 });
    expect(seeded.tickets.tickets).toBe(250);
    expect(seeded.tickets.assignees).toBeGreaterThanOrEqual(1);

    const byTab = await rows<{ queue: string; n: number }>(
      sql`select queue, count(*)::int as n from tickets group by queue order by queue`,
    );
    const total = { open: 0, pending: 0, archive: 0 };
    for (const r of [bulk.byTab, seeded.tickets.byTab])
      for (const tab of ['open', 'pending', 'archive'] as const) total[tab] += r[tab];
    expect(Object.fromEntries(byTab.map((r) => [r.queue, r.n]))).toEqual(total);
    // Roughly 25% / 20% / 55% of 550.
    expect(total.open).toBeGreaterThan(80);
    expect(total.pending).toBeGreaterThan(60);
    expect(total.archive).toBeGreaterThan(220);

    // The kept counts agree with a real count, group by group.
    const kept = await rows<Record<string, unknown>>(sql`select queue, source, priority, category, tickets
      from ticket_queue_counts where tickets <> 0 order by 1, 2, 3, 4`);
    const real = await rows<Record<string, unknown>>(sql`select queue, source, priority, category,
      count(*)::int as tickets from tickets group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(kept).toEqual(real);

    const [facts] = await rows<Record<string, number>>(sql`select
      count(*) filter (where ticket_number <> 'TKT-' || lpad(id::text, 5, '0'))::int as misnumbered,
      count(*) filter (where comment_count <> (select count(*) from ticket_comments c where c.ticket_id = tickets.id))::int as miscounted,
      count(*) filter (where comment_count > 0)::int as commented,
      count(*) filter (where queue <> 'archive' and due_date < now())::int as overdue,
      count(*) filter (where queue = 'pending' and (status <> 'in-progress' or assigned_at is null
        or not exists (select 1 from users u where u.id = assigned_to and u.role in ('admin', 'finance', 'support')
          and assigned_to_name = u.first_name || ' ' || u.last_name)))::int as bad_pending,
      count(*) filter (where assigned_to = ${staff.id})::int as held_by_staff,
      count(*) filter (where source = 'worker' and (agency_id is distinct from
        (select w.agency_id from workers w where w.id = source_id) or source_name <>
        (select w.first_name || ' ' || w.last_name from workers w where w.id = source_id)))::int as bad_worker,
      count(*) filter (where source = 'agency' and (agency_id <> source_id
        or source_name <> (select a.name from agencies a where a.id = source_id)))::int as bad_agency,
      count(*) filter (where source = 'agency')::int as about_agencies,
      count(*) filter (where is_manual)::int as manual,
      count(*) filter (where not is_manual and (outcome <> 'Raise Ticket' or communication_method not in
        ('Phone', 'Email', 'Texted', 'WhatsApp')))::int as bad_logged,
      count(*) filter (where is_manual and communication_method not in ('phone', 'email', 'texted', 'whatsapp'))::int as bad_manual
      from tickets`);
    expect(facts).toMatchObject({
      misnumbered: 0,
      miscounted: 0,
      bad_pending: 0,
      bad_worker: 0,
      bad_agency: 0,
      bad_logged: 0,
      bad_manual: 0,
    });
    for (const some of ['commented', 'overdue', 'about_agencies', 'manual', 'held_by_staff'] as const)
      expect(facts![some], some).toBeGreaterThan(0);
    // Each ticket a log raised has that log, pointing at it.
    const [logs] = await rows<{ missing: number }>(sql`select count(*)::int as missing from tickets t
      where not t.is_manual and not exists (select 1 from worker_communication_logs l where l.ticket_id = t.id)
        and not exists (select 1 from agency_communication_logs l where l.ticket_id = t.id)`);
    expect(logs!.missing).toBe(0);

    // The queue answers the same counts, and the next ticket the app raises follows the seeded ones.
    const { cookie } = await signedIn(t, 'admin');
    const page = await call(t, 'GET', '/api/tickets?page=1&tab=pending', { cookie });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ counts: unknown }>().counts).toEqual(total);
    const [{ max }] = (await rows<{ max: number }>(sql`select max(id)::int as max from tickets`)) as [{ max: number }];
    const [worker] = await rows<{ id: number }>(sql`select id from workers order by id limit 1`);
    const raised = await call(t, 'POST', `/api/workers/${worker!.id}/communication-logs`, {
      cookie,
      payload: {
        contactPerson: 'Sam Caller',
        communicationMethod: 'Phone',
        content: 'Chase P45',
        outcome: 'Raise Ticket',
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json<{ ticket: { ticketNumber: string } }>().ticket.ticketNumber).toBe(formatTicketNumber(max + 1));
  });
});
