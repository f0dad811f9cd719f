import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** Tickets (part 2 section 3.7); ticketNumber TKT-00001 onward from the id. */
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_number_unique').on(t.ticketNumber),
    index('tickets_status_idx').on(t.status, t.createdAt),
    index('tickets_source_idx').on(t.source, t.sourceId),
    index('tickets_agency_idx').on(t.agencyId),
  ],
);
