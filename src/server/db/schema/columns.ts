import { timestamp } from 'drizzle-orm/pg-core';

/** Every table carries createdAt/updatedAt (DESIGN section 6). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
