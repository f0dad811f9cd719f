import { and, asc, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { columnNames, insertJsonRows, rowsOf } from '../../db/json-rows.ts';
import { tickets } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { ticketColumns, type NewTicket, type TicketRow } from './tickets.repository.ts';

/**
 * SQL for bulk actions on tickets (docs/domain.md, "Bulk actions"): a statement per step, never one
 * per ticket. A ticket's version is its updated_at as PostgreSQL's text (to the microsecond).
 */

/** The fields a bulk action changes and its undo puts back, as stored. */
export type TicketWorkState = {
  status: string;
  assignedTo: number | null;
  assignedToName: string | null;
  assignedAt: Date | null;
  priority: string;
};

const idList = (ids: readonly number[]) => sql`any(${`{${ids.join(',')}}`}::int[])`;

/** The given tickets within the scope, locked in id order (two bulk actions at once never deadlock). */
export async function lockTickets(
  db: DbOrTx,
  ids: readonly number[],
  scope: AgencyScope,
): Promise<(TicketRow & { version: string })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...ticketColumns, version: sql<string>`${tickets.updatedAt}::text` })
    .from(tickets)
    .where(and(sql`${tickets.id} = ${idList(ids)}`, agencyScopeCondition(scope, tickets.agencyId)))
    .orderBy(asc(tickets.id))
    .for('update');
}

type StateRecord = {
  id: number;
  status: string;
  assigned_to: number | null;
  assigned_to_name: string | null;
  assigned_at: string | null;
  priority: string;
};
const asRecord = (id: number, state: TicketWorkState): StateRecord => ({
  id,
  status: state.status,
  assigned_to: state.assignedTo,
  assigned_to_name: state.assignedToName,
  assigned_at: state.assignedAt?.toISOString() ?? null,
  priority: state.priority,
});
const recordColumns = sql.raw(
  'b(id int, version text, status text, assigned_to int, assigned_to_name text, assigned_at timestamptz, priority text)',
);

/** Writes each ticket's new state in one UPDATE from a JSON parameter; answers each one's new version. */
export async function writeTicketStates(
  db: DbOrTx,
  rows: readonly { id: number; state: TicketWorkState }[],
): Promise<{ id: number; version: string }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((r) => asRecord(r.id, r.state)));
  const result = await db.execute(sql`update ${tickets} t set status = b.status, assigned_to = b.assigned_to,
      assigned_to_name = b.assigned_to_name, assigned_at = b.assigned_at, priority = b.priority, updated_at = now()
    from json_to_recordset(${json}::json) as ${recordColumns}
    where t.id = b.id returning t.id, t.updated_at::text as version`);
  return rowsOf(result);
}

/**
 * Puts back each ticket's state from before, for the tickets whose version is still the one the
 * action left (one changed since is left alone), in one UPDATE; answers those put back.
 */
export async function restoreTicketStates(
  db: DbOrTx,
  rows: readonly { id: number; version: string; state: TicketWorkState }[],
): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((r) => ({ ...asRecord(r.id, r.state), version: r.version })));
  const result = await db.execute(sql`update ${tickets} t set status = b.status, assigned_to = b.assigned_to,
      assigned_to_name = b.assigned_to_name, assigned_at = b.assigned_at, priority = b.priority, updated_at = now()
    from json_to_recordset(${json}::json) as ${recordColumns}
    where t.id = b.id and t.updated_at::text = b.version returning t.id`);
  return rowsOf(result);
}

const ticketColumnNames = columnNames(tickets);

/**
 * Inserts many tickets in one statement, each numbered from its id (TKT-00001 onward, as
 * insertTicket): the ids are drawn from the table's sequence first, in one query.
 */
export async function insertTickets(
  db: DbOrTx,
  values: readonly NewTicket[],
  formatNumber: (id: number) => string,
): Promise<{ id: number; ticketNumber: string; sourceId: number }[]> {
  if (values.length === 0) return [];
  const drawn = rowsOf<{ id: number }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::int as id from generate_series(1, ${values.length})`,
    ),
  );
  const rows = values.map((v, i) => {
    const id = Number(drawn[i]!.id);
    return { ...v, id, ticketNumber: formatNumber(id) };
  });
  return insertJsonRows(
    db,
    'tickets',
    ticketColumnNames,
    rows,
    sql`id, ticket_number as "ticketNumber", source_id as "sourceId"`,
  );
}
