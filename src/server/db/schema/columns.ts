import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Every table carries createdAt/updatedAt (docs/domain.md "Conventions of the code"). Every Drizzle update (upserts too)
 * sets updatedAt itself ($onUpdate), so no repository writes it by hand.
 */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
