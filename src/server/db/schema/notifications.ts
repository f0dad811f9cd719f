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
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Notifications (docs/domain.md, "Notifications"): one row per recipient, kind, subject and step,
 * made once by the unique key whatever raises it and however often (insert ... on conflict do nothing).
 * `listed` is the in-app channel as the recipient had it when the row was made (off: kept only for
 * its e-mail, never listed or counted); `emailMode` the e-mail channel then, and `emailedAt` when its
 * e-mail was claimed (in the transaction; sent after the commit).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** 'before-30' ... 'overdue-N' for a dated reminder, 'once' for a one-off event. */
    step: text('step').notNull().default('once'),
    title: text('title').notNull(),
    /** The client address of the subject (/workers/12). */
    url: text('url').notNull(),
    listed: boolean('listed').notNull().default(true),
    emailMode: text('email_mode').notNull().default('off'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('notifications_once_unique').on(t.recipientId, t.kind, t.subject, t.subjectId, t.step),
    // The bell's list, newest first, and its unread list and count, each page read off the index in
    // order (docs/operations.md, "Benchmarks": notifications). NULLS FIRST is what ORDER BY ... DESC
    // means: an index DESC NULLS LAST does not give that order, and the page sorted every row.
    index('notifications_recipient_created_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('notifications_unread_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null and ${t.listed}`),
    // What the 07:00 digest still has to send.
    index('notifications_digest_idx')
      .on(t.recipientId)
      .where(sql`${t.emailedAt} is null and ${t.emailMode} = 'digest'`),
  ],
);

/** A user's channels for a kind (docs/domain.md, "Notifications"); no row: the role's defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] })],
);
