import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { formatTicketNumber, isTicketOverdue, ticketTabOf } from '../../src/shared/domain/tickets.ts';
import {
  agencyLogColumnNames,
  allocateIds,
  deferTrigramIndexing,
  insertJsonRows,
  serialSequence,
  ticketColumnNames,
  withIndexesRebuilt,
  ticketCommentColumnNames,
  workerLogColumnNames,
} from './bulk-insert.ts';
import type { Rng } from './random.ts';
import { buildDemoTicket, type DemoTicketPlan, type TicketPeople } from './ticket-builder.ts';

/**
 * The demo tickets (issue 12; docs/domain.md "Tickets"): about existing workers and agencies,
 * about 25% Open, 20% Pending (claimed by an existing admin, finance or support user), 55% Archive,
 * some overdue, some with comments. Those raised by a communication log come with that log, which
 * points at its ticket. Ids come from the tickets sequence, so the app's next ticket follows on.
 */
export type SeedTicketsResult = {
  tickets: number;
  comments: number;
  communicationLogs: number;
  byTab: { open: number; pending: number; archive: number };
  overdue: number;
  /** Staff users the Pending tickets were given to; 0 means none exist and no ticket is assigned. */
  assignees: number;
};

const DEFAULT_CHUNK = 5000;
/** From this many tickets, and more than the table holds, the load rebuilds the indexes (withIndexesRebuilt). */
const BULK_LOAD = 10_000;
/** Tickets are about some of the workers: the most recent this many. */
const MAX_SOURCE_WORKERS = 20_000;

export async function seedDemoTickets(
  db: Db,
  options: {
    count: number;
    rng: Rng;
    now: Date;
    chunkSize?: number;
    /** Loads of at least this many tickets (default 10,000), and more than the table holds, rebuild its indexes. */
    bulkLoadFrom?: number;
    log?: (line: string) => void;
  },
): Promise<SeedTicketsResult> {
  const result: SeedTicketsResult = {
    tickets: 0,
    comments: 0,
    communicationLogs: 0,
    byTab: { open: 0, pending: 0, archive: 0 },
    overdue: 0,
    assignees: 0,
  };
  if (options.count <= 0) return result;
  const people = await readTicketPeople(db);
  result.assignees = people.staff.length;
  if (people.workers.length + people.agencies.length === 0) return result;
  const { rng, now } = options;
  const plans = Array.from({ length: options.count }, () => buildDemoTicket(rng, people, now));
  // Numbered in the order they were raised, as the app would have numbered them.
  plans.sort((a, b) => a.ticket.createdAt.getTime() - b.ticket.createdAt.getTime());
  await insertPlans(db, plans, { ...options, result });
  await db.execute(sql`select gin_clean_pending_list('tickets_search_trgm'::regclass)`);
  await db.execute(sql`vacuum (analyze) tickets, ticket_comments, ticket_queue_counts`);
  if (result.communicationLogs > 0)
    await db.execute(sql`vacuum (analyze) worker_communication_logs, agency_communication_logs`);
  return result;
}

/**
 * Inserts the tickets chunk by chunk: a big load into a smaller table in one transaction with the
 * indexes built afterwards, otherwise each chunk in its own transaction (search entries merged into
 * the trigram index at the end).
 */
async function insertPlans(
  db: Db,
  plans: DemoTicketPlan[],
  options: {
    now: Date;
    chunkSize?: number;
    bulkLoadFrom?: number;
    log?: (line: string) => void;
    result: SeedTicketsResult;
  },
) {
  const { result, now } = options;
  const sequence = await serialSequence(db, 'tickets');
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const load = async (into: DbOrTx, ownTransactions: boolean) => {
    for (let offset = 0; offset < plans.length; offset += chunkSize) {
      const chunk = plans.slice(offset, offset + chunkSize);
      const ids = await allocateIds(into, sequence, chunk.length);
      if (!ownTransactions) await insertChunk(into, chunk, ids);
      else
        await db.transaction(async (tx) => {
          await deferTrigramIndexing(tx);
          await insertChunk(tx, chunk, ids);
        });
      tally(result, chunk, now);
      if (result.tickets % 20_000 === 0 || result.tickets === plans.length)
        options.log?.(`  ${result.tickets.toLocaleString('en-GB')} tickets (${elapsed()})`);
    }
  };
  if (plans.length >= (options.bulkLoadFrom ?? BULK_LOAD) && plans.length >= (await countTickets(db))) {
    await withIndexesRebuilt(db, 'tickets', (tx) => load(tx, false));
    options.log?.(`  tickets indexed (${elapsed()})`);
  } else await load(db, true);
}

function tally(result: SeedTicketsResult, chunk: DemoTicketPlan[], now: Date) {
  for (const { ticket, comments, raisedByLog } of chunk) {
    result.byTab[ticketTabOf(ticket)] += 1;
    if (isTicketOverdue(ticket, now)) result.overdue += 1;
    result.comments += comments.length;
    if (raisedByLog) result.communicationLogs += 1;
  }
  result.tickets += chunk.length;
}

async function countTickets(db: Db): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tickets`))[0]!.n;
}

async function insertChunk(tx: DbOrTx, chunk: DemoTicketPlan[], ids: number[]) {
  const tickets = chunk.map(({ ticket }, i) => ({ id: ids[i]!, ticketNumber: formatTicketNumber(ids[i]!), ...ticket }));
  const raisedBy = new Map(chunk.map((plan, i) => [ids[i]!, plan.raisedByName]));
  const comments = chunk.flatMap(({ comments: list }, i) =>
    list.map((c) => ({ ticketId: ids[i]!, ...c, updatedAt: c.createdAt })),
  );
  const logOf = (t: (typeof tickets)[number]) => ({
    contactPerson: t.contactPerson,
    communicationMethod: t.communicationMethod,
    content: t.notes,
    outcome: t.outcome,
    createdBy: t.createdBy,
    createdByName: raisedBy.get(t.id)!,
    ticketId: t.id,
    createdAt: t.createdAt,
    updatedAt: t.createdAt,
  });
  const raised = tickets.filter((_, i) => chunk[i]!.raisedByLog);
  await insertJsonRows(tx, 'tickets', ticketColumnNames, tickets);
  await insertJsonRows(tx, 'ticket_comments', ticketCommentColumnNames, comments);
  await insertJsonRows(
    tx,
    'worker_communication_logs',
    workerLogColumnNames,
    raised.filter((t) => t.source === 'worker').map((t) => ({ workerId: t.sourceId, ...logOf(t) })),
  );
  await insertJsonRows(
    tx,
    'agency_communication_logs',
    agencyLogColumnNames,
    raised.filter((t) => t.source === 'agency').map((t) => ({ agencyId: t.sourceId, subject: null, ...logOf(t) })),
  );
}

/** The workers (most recent first), the agencies not archived with their contacts, and the active staff. */
async function readTicketPeople(db: Db): Promise<TicketPeople> {
  const workers = rowsOf<{ id: number; name: string; agency_id: number | null }>(
    await db.execute(sql`select id, trim(first_name || ' ' || last_name) as name, agency_id from workers
      order by id desc limit ${MAX_SOURCE_WORKERS}`),
  );
  const agencies = rowsOf<{ id: number; name: string; contacts: string[] }>(
    await db.execute(sql`select a.id, a.name, array(select c.name from agency_contacts c where c.agency_id = a.id
        union select a.contact_name where a.contact_name is not null) as contacts
      from agencies a where a.archived_at is null order by a.id`),
  );
  const staff = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, trim(first_name || ' ' || last_name) as name from users
      where role in ('admin', 'finance', 'support') and is_active and deleted_at is null order by id`),
  );
  return {
    workers: workers.map((w) => ({ id: w.id, name: w.name, agencyId: w.agency_id, contacts: [w.name] })),
    agencies: agencies
      .filter((a) => a.contacts.length > 0)
      .map((a) => ({ id: a.id, name: a.name, agencyId: a.id, contacts: a.contacts })),
    staff,
  };
}
