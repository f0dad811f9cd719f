import type { PageSlice } from '../../lib/page-slice.ts';
import { and, asc, desc, eq, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TicketCounts } from '../../../shared/api/tickets.ts';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { TicketSort, TicketTab } from '../../../shared/domain/tickets.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ticketQueueCounts, tickets } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { ticketColumns, type TicketRow } from './tickets.repository.ts';

/** The queue's filters besides the tab (docs/domain.md "Tickets"); assignedTo is a user id ('me' resolved). */
export type TicketQueueFilter = {
  scope: AgencyScope;
  q?: string | undefined;
  source?: string | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  assignedTo?: number | undefined;
  overdue: boolean;
  now: Date;
};

/**
 * Overdue: due and not done. "Not done" is spelled as the two working queues rather than
 * `queue <> 'archive'`, so the counts are an index-only range of tickets_queue_due_idx (queue,
 * due_date) per queue, and a tab's page the same range in due-date order.
 */
const overdueCondition = (now: Date) =>
  and(inArray(tickets.queue, ['open', 'pending'] satisfies TicketTab[]), lt(tickets.dueDate, now));

function filterCondition(filter: TicketQueueFilter): SQL | undefined {
  return and(
    agencyScopeCondition(filter.scope, tickets.agencyId),
    filter.source ? eq(tickets.source, filter.source) : undefined,
    filter.priority ? eq(tickets.priority, filter.priority) : undefined,
    filter.category ? eq(tickets.category, filter.category) : undefined,
    filter.assignedTo !== undefined ? eq(tickets.assignedTo, filter.assignedTo) : undefined,
    filter.overdue ? overdueCondition(filter.now) : undefined,
    // search_text is lower-cased; LIKE on it is served by the trigram index tickets_search_trgm.
    filter.q ? like(tickets.searchText, containsPattern(filter.q.toLowerCase())) : undefined,
  );
}

/** The ids of a tab's tickets under the filter, lowest first, at most `limit`: a bulk action's "every match". */
export async function findQueueIds(
  db: DbOrTx,
  filter: TicketQueueFilter,
  tab: TicketTab,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.queue, tab), filterCondition(filter)))
    .orderBy(asc(tickets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Each order is an index range: (queue, due_date, id) or (queue, created_at desc, id desc); walked backwards, its reverse. */
const orderOf = (sort: TicketSort, reversed = false) => {
  const [up, down] = reversed ? [desc, asc] : [asc, desc];
  return sort === 'due' ? [up(tickets.dueDate), up(tickets.id)] : [down(tickets.createdAt), down(tickets.id)];
};

/**
 * One page of a tab in the given order. The page's ids are found first (an index range from its
 * nearer end, pageSlice, skipping `offset` entries without reading their rows), then only those
 * rows are read: a deep page costs little more than the first (docs/domain.md, "Paged lists").
 */
export async function listQueuePage(
  db: DbOrTx,
  filter: TicketQueueFilter,
  page: { tab: TicketTab; sort: TicketSort } & PageSlice,
): Promise<TicketRow[]> {
  const pageIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.queue, page.tab), filterCondition(filter)))
    .orderBy(...orderOf(page.sort, page.fromEnd))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(pageIds, eq(tickets.id, pageIds.id))
    .orderBy(...orderOf(page.sort));
}

/**
 * Whether ticket_queue_counts can answer: it is kept per (queue, source, priority, category) over
 * every ticket, so it knows nothing of a search, an assignee, due dates or an agency.
 */
const keptCountsAnswer = (filter: TicketQueueFilter) =>
  !filter.q && filter.assignedTo === undefined && !filter.overdue && filter.scope.kind === 'all';

const n = (value: unknown) => Number(value ?? 0);

/** The number of tickets in each tab under the filter: a few kept rows when they can answer, else one counting pass. */
export async function countQueues(db: DbOrTx, filter: TicketQueueFilter): Promise<TicketCounts> {
  if (keptCountsAnswer(filter)) {
    const rows = await db
      .select({ queue: ticketQueueCounts.queue, tickets: sql<number>`sum(${ticketQueueCounts.tickets})` })
      .from(ticketQueueCounts)
      .where(
        and(
          filter.source ? eq(ticketQueueCounts.source, filter.source) : undefined,
          filter.priority ? eq(ticketQueueCounts.priority, filter.priority) : undefined,
          filter.category ? eq(ticketQueueCounts.category, filter.category) : undefined,
        ),
      )
      .groupBy(ticketQueueCounts.queue);
    const of = (queue: TicketTab) => n(rows.find((row) => row.queue === queue)?.tickets);
    return { open: of('open'), pending: of('pending'), archive: of('archive') };
  }
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${tickets.queue} = 'open')`,
      pending: sql<number>`count(*) filter (where ${tickets.queue} = 'pending')`,
      archive: sql<number>`count(*) filter (where ${tickets.queue} = 'archive')`,
    })
    .from(tickets)
    .where(filterCondition(filter));
  return { open: n(row?.open), pending: n(row?.pending), archive: n(row?.archive) };
}

/**
 * One tab's count under the filter alone (a saved view's count, docs/domain.md "Saved views"): the
 * kept rows of that queue when they can answer, else one count of that queue's range.
 */
export async function countQueue(db: DbOrTx, filter: TicketQueueFilter, tab: TicketTab): Promise<number> {
  if (keptCountsAnswer(filter)) {
    const [row] = await db
      .select({ tickets: sql<number>`sum(${ticketQueueCounts.tickets})` })
      .from(ticketQueueCounts)
      .where(
        and(
          eq(ticketQueueCounts.queue, tab),
          filter.source ? eq(ticketQueueCounts.source, filter.source) : undefined,
          filter.priority ? eq(ticketQueueCounts.priority, filter.priority) : undefined,
          filter.category ? eq(ticketQueueCounts.category, filter.category) : undefined,
        ),
      );
    return n(row?.tickets);
  }
  const [row] = await db
    .select({ tickets: sql<number>`count(*)` })
    .from(tickets)
    .where(and(eq(tickets.queue, tab), filterCondition(filter)));
  return n(row?.tickets);
}
