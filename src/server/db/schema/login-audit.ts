import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const loginAudits = pgTable(
  'login_audits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    loginStatus: text('login_status').notNull(),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    loginAt: timestamp('login_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // Newest first, the id breaking ties, so a page's ids come from the index alone (docs/domain.md, "Paged lists").
    index('login_audits_login_at_idx').on(t.loginAt, t.id),
    index('login_audits_email_idx').on(sql`lower(${t.email})`, t.loginAt),
    index('login_audits_ip_idx').on(t.ipAddress, t.loginAt),
    // The admin login-audit filter searches e-mails by substring (ILIKE).
    index('login_audits_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
