import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { formatTicketNumber } from '../../../shared/domain/tickets.ts';

/** A ticket as read: every column but search_text, which only the search uses (the notes are in it twice). */
const { searchText: _searchText, ...ticketColumnsWithQueue } = getTableColumns(tickets);
export const ticketColumns = ticketColumnsWithQueue;
export type TicketRow = Omit<typeof tickets.$inferSelect, 'searchText'>;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'ticketNumber' | 'queue' | 'searchText'>;
export type TicketUpdate = Partial<
  Pick<
    NewTicket,
    'status' | 'assignedTo' | 'assignedToName' | 'assignedAt' | 'priority' | 'category' | 'dueDate' | 'notes'
  >
>;

/**
 * Inserts a ticket numbered from its id (TKT-00001 onward). The id is drawn from the table's own
 * sequence first, so the number is known at insert time and is unique with the id, across instances.
 */
export async function insertTicket(db: DbOrTx, values: NewTicket): Promise<TicketRow> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::int as id`);
  // node-postgres answers { rows }, PGlite too; an array is accepted in case a driver answers rows directly.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[];
  const id = Number(rows[0]!.id);
  const [row] = await db
    .insert(tickets)
    .values({ ...values, id, ticketNumber: formatTicketNumber(id) })
    .returning(ticketColumns);
  return row!;
}

/** Tickets newest first, those about an agency within the scope (a client's own) only. */
export async function listTickets(db: DbOrTx, scope: AgencyScope): Promise<TicketRow[]> {
  return db
    .select(ticketColumns)
    .from(tickets)
    .where(agencyScopeCondition(scope, tickets.agencyId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}

/** One ticket within the scope; `lock` holds it (select ... for update) until the transaction ends. */
export async function findTicket(
  db: DbOrTx,
  id: number,
  scope: AgencyScope,
  options: { lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const query = db
    .select(ticketColumns)
    .from(tickets)
    .where(and(eq(tickets.id, id), agencyScopeCondition(scope, tickets.agencyId)))
    .limit(1)
    .$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateTicket(db: DbOrTx, id: number, changes: TicketUpdate): Promise<TicketRow | undefined> {
  const [row] = await db.update(tickets).set(changes).where(eq(tickets.id, id)).returning(ticketColumns);
  return row;
}
