import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ticketComments, tickets } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';

export type TicketCommentRow = typeof ticketComments.$inferSelect;

/** A ticket's comments, oldest first (index ticket_comments_ticket_idx). */
export function listComments(db: DbOrTx, ticketId: number): Promise<TicketCommentRow[]> {
  return db
    .select()
    .from(ticketComments)
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
}

/**
 * Counts one more comment on a ticket in scope that is not closed or archived, and answers its id;
 * undefined when there is no such ticket. The check and the count are one statement, and it holds
 * the ticket's row until the transaction ends, so no comment slips in beside a concurrent close.
 */
export async function countOneMoreComment(db: DbOrTx, ticketId: number, scope: AgencyScope) {
  const [row] = await db
    .update(tickets)
    .set({ commentCount: sql`${tickets.commentCount} + 1` })
    .where(
      and(eq(tickets.id, ticketId), sql`${tickets.queue} <> 'archive'`, agencyScopeCondition(scope, tickets.agencyId)),
    )
    .returning({ id: tickets.id, commentCount: tickets.commentCount });
  return row;
}

export async function insertComment(
  db: DbOrTx,
  values: Pick<TicketCommentRow, 'ticketId' | 'content' | 'createdBy' | 'createdByName'>,
): Promise<TicketCommentRow> {
  const [row] = await db.insert(ticketComments).values(values).returning();
  return row!;
}
