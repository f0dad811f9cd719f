import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** Tickets (docs/domain.md, Tickets); ticketNumber TKT-00001 onward from the id. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull(),
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    sourceName: text('source_name').notNull(),
    /** The agency the ticket is about, for a client user's scope. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    contactPerson: text('contact_person'),
    communicationMethod: text('communication_method'),
    outcome: text('outcome'),
    notes: text('notes'),
    priority: text('priority').notNull().default('medium'),
    category: text('category').notNull().default('general'),
    slaHours: integer('sla_hours').notNull().default(24),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    isManual: boolean('is_manual').notNull().default(false),
    status: text('status').notNull().default('open'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedToName: text('assigned_to_name'),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Comments on the ticket, kept in the transaction that adds one (the badge's highlight, docs/domain.md, Tickets). */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * The queue tab the ticket is in (docs/domain.md, Tickets; ticketTabOf in shared/domain/tickets.ts says
     * the same): archive when closed or archived, pending when assigned, else open.
     */
    queue: text('queue').generatedAlwaysAs(
      sql`case when status in ('closed', 'archived') then 'archive' when assigned_to is not null then 'pending' else 'open' end`,
    ),
    /** What the queue's search matches: number, source name, contact and notes, lower case, one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(ticket_number || ' ' || source_name || ' ' || coalesce(contact_person, '') || ' ' || coalesce(notes, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_number_unique').on(t.ticketNumber),
    index('tickets_source_idx').on(t.source, t.sourceId),
    // The plain list (newest first), the pages of each tab by either sort, and the search.
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_queue_created_idx').on(t.queue, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_queue_due_idx').on(t.queue, t.dueDate, t.id),
    // A client's agency and an assignee, each with the due date: their overdue counts and due-date
    // pages are read from the index alone. The overdue filter is the working queues' due-date range.
    index('tickets_agency_queue_due_idx').on(t.agencyId, t.queue, t.dueDate),
    index('tickets_assigned_queue_due_idx').on(t.assignedTo, t.queue, t.dueDate),
    index('tickets_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many tickets are in each (queue, source, priority, category), kept by statement triggers on
 * tickets (migration ticket_queue_counts) in the same transaction as every change: the tab counts
 * without a search, an assignee, an agency or the overdue filter are a few rows, not a count.
 */
export const ticketQueueCounts = pgTable(
  'ticket_queue_counts',
  {
    queue: text('queue').notNull(),
    source: text('source').notNull(),
    priority: text('priority').notNull(),
    category: text('category').notNull(),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.queue, t.source, t.priority, t.category] })],
);

/** Comments on a ticket (docs/domain.md, Tickets), oldest first; createdByName is the author's name as it was. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);
