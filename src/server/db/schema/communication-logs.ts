import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
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
    ...timestamps,
  },
  (t) => [index('worker_communication_logs_worker_idx').on(t.workerId, t.createdAt)],
);
