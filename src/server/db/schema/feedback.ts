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
  // Feedback Management (docs/domain.md) pages newest first, filtered by status, category and
  // priority: one index per filter in the list's order (created_at desc, id desc), plus the
  // unfiltered order, so a page's ids and the count are index ranges (docs/domain.md "Feedback management").
  (t) => [
    index('feedback_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('feedback_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('feedback_category_created_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('feedback_priority_created_idx').on(t.priority, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
