import { desc, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { formatTicketNumber } from '../../../shared/domain/tickets.ts';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'ticketNumber'>;

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
    .returning();
  return row!;
}

/** Tickets newest first, those about an agency within the scope (a client's own) only. */
export async function listTickets(db: DbOrTx, scope: AgencyScope): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(agencyScopeCondition(scope, tickets.agencyId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}
