import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

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
