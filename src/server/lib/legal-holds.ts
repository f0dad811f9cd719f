import { sql, type SQL } from 'drizzle-orm';

/**
 * A legal hold in force as SQL (docs/domain.md, "Legal holds"): not lifted, and its end date (the
 * last day it holds) not passed as of the London date `asOf`. A hold whose end date has passed lifts
 * by itself: it stops nothing from that day on. `h` is the alias of legal_holds.
 */
export const holdInForce = (h: string, asOf: string): SQL =>
  sql`${sql.raw(h)}.lifted_at is null and (${sql.raw(h)}.until is null or ${sql.raw(h)}.until >= ${asOf}::date)`;

/** The worker `w` (an alias of workers) is held as of `asOf`: its own hold or its agency's. */
export const heldWorkerAs = (w: string, asOf: string): SQL => {
  const worker = sql.raw(w);
  return sql`(exists (select 1 from legal_holds h where ${holdInForce('h', asOf)}
      and h.entity_type = 'worker' and h.entity_id = ${worker}.id)
    or exists (select 1 from legal_holds h where ${holdInForce('h', asOf)}
      and h.entity_type = 'agency' and h.entity_id = ${worker}.agency_id))`;
};
