import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

/**
 * The register of subject access requests (docs/domain.md, "Subject access requests"). due_date is
 * the date the answer is due now: one calendar month after received_date, three once extended
 * (extended_at and extension_reason set; once only, by a conditional update). A removed worker
 * leaves the request on the register without its worker (worker_id null).
 */
export const subjectAccessRequests = pgTable(
  'subject_access_requests',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Who asked, in words: the worker, a solicitor, a relative with authority. */
    requestedBy: text('requested_by'),
    extensionReason: text('extension_reason'),
    extendedAt: timestamp('extended_at', { withTimezone: true, mode: 'date' }),
    /** 'open' or 'completed' */
    status: text('status').notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('subject_access_requests_due_idx').on(t.dueDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('subject_access_requests_status_due_idx').on(
      t.status,
      t.dueDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('subject_access_requests_worker_idx').on(t.workerId),
  ],
);
