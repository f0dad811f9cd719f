import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // One pending request per e-mail, enforced by the database (DESIGN section 6).
    uniqueIndex('access_requests_pending_email_unique').on(sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
  ],
);

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
    index('login_audits_login_at_idx').on(t.loginAt),
    index('login_audits_email_idx').on(sql`lower(${t.email})`, t.loginAt),
    index('login_audits_ip_idx').on(t.ipAddress, t.loginAt),
    // The admin login-audit filter searches e-mails by substring (ILIKE).
    index('login_audits_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    adminNotes: text('admin_notes'),
    /** Name and e-mail as given, kept for feedback from the public contact form. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    ...timestamps,
  },
  (t) => [index('feedback_status_idx').on(t.status, t.createdAt)],
);

/** Who did what, with personal values masked (DECISIONS section 4). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    ipAddress: text('ip_address'),
    ...timestamps,
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);
