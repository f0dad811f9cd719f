import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Who did what, with personal values masked (docs/domain.md). Append only: no call edits or
 * deletes an entry (docs/domain.md), and a trigger refuses UPDATE, DELETE and TRUNCATE
 * (drizzle/0023_audit_log_append_only.sql). user_id is therefore no foreign key: removing a user
 * for good must not rewrite the entries that name them, and the id keeps saying who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    ipAddress: text('ip_address'),
    ...timestamps,
  },
  (t) => {
    // Every list is newest first: (created_at desc, id desc) after the equality filters, so a page,
    // its keyset continuation (before/after an entry) and the capped count are one index range.
    const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    return [
      index('audit_log_created_idx').on(...newest()),
      index('audit_log_user_idx').on(t.userId, ...newest()),
      index('audit_log_email_idx').on(sql`lower(${t.userEmail})`, ...newest()),
      index('audit_log_type_idx').on(t.entityType, ...newest()),
      // entity_id first: an id with its type is an ordered range, an id alone a handful of rows.
      index('audit_log_entity_idx').on(t.entityId, t.entityType, ...newest()),
      index('audit_log_action_idx').on(t.action, ...newest()),
      // Pairs of filters, so a rare combination never scans a whole actor's, type's or action's range.
      index('audit_log_user_type_idx').on(t.userId, t.entityType, ...newest()),
      index('audit_log_user_action_idx').on(t.userId, t.action, ...newest()),
      index('audit_log_type_action_idx').on(t.entityType, t.action, ...newest()),
    ];
  },
);
