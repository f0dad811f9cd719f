import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const accessRequests = pgTable(
  'access_requests',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    requestedAccessLevel: text('requested_access_level'),
    status: text('status').notNull().default('pending'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('access_requests_status_idx').on(t.status, t.createdAt),
    index('access_requests_email_idx').on(sql`lower(${t.email})`),
    // One pending request per e-mail, enforced by the database (docs/domain.md "Conventions of the code").
    uniqueIndex('access_requests_pending_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
