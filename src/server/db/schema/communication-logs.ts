import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

export const workerCommunicationLogs = pgTable(
  'worker_communication_logs',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    contactPerson: text('contact_person').notNull(),
    communicationMethod: text('communication_method').notNull(),
    content: text('content'),
    outcome: text('outcome'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    /** The ticket a log with outcome Raise Ticket opened, so the log can show its number (issue 9). */
    ticketId: integer('ticket_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('worker_communication_logs_worker_idx').on(t.workerId, t.createdAt)],
);
