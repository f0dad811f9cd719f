import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * PGlite runs PostgreSQL without its background workers, so nothing vacuums or analyses tables:
 * dead rows from every edit pile up and the planner's statistics age. This does autovacuum's job
 * on a timer, with autovacuum's default thresholds. PostgreSQL runs its own autovacuum, so this
 * is used on PGlite only.
 */
export type TableActivity = { table: string; liveRows: number; deadRows: number; changedSinceAnalyse: number };
export type TableCare = { table: string; vacuum: boolean; analyse: boolean };

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
const ANALYSE_BASE = 50;
const ANALYSE_SHARE = 0.1;

/** Which tables need a VACUUM (ANALYZE) or an ANALYZE, by autovacuum's rules. */
export function tablesNeedingCare(activity: readonly TableActivity[]): TableCare[] {
  return activity
    .map((t) => ({
      table: t.table,
      vacuum: t.deadRows > VACUUM_BASE + VACUUM_SHARE * t.liveRows,
      analyse: t.changedSinceAnalyse > ANALYSE_BASE + ANALYSE_SHARE * t.liveRows,
    }))
    .filter((t) => t.vacuum || t.analyse);
}

async function readActivity(db: Db): Promise<TableActivity[]> {
  // Statistics reach pg_stat_user_tables when the session flushes them; ask for it first.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result: unknown = await db.execute(sql`
    select relname as "table", n_live_tup::int as "liveRows", n_dead_tup::int as "deadRows",
      n_mod_since_analyze::int as "changedSinceAnalyse"
    from pg_stat_user_tables where schemaname = 'public'`);
  return (result as { rows: TableActivity[] }).rows;
}

/** One round: vacuums and analyses what needs it; answers what was done. */
export async function maintainTables(db: Db): Promise<TableCare[]> {
  const care = tablesNeedingCare(await readActivity(db));
  for (const t of care) {
    if (t.vacuum) await db.execute(sql`vacuum (analyze) ${sql.identifier(t.table)}`);
    else await db.execute(sql`analyze ${sql.identifier(t.table)}`);
  }
  return care;
}

/** Every five minutes, like autovacuum's naptime scaled to one small database. */
export const MAINTENANCE_EVERY_MS = 5 * 60 * 1000;

/** Starts the rounds; the answer stops them. A failed round is logged and the next one tries again. */
export function startMaintenance(
  db: Db,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainTables(db)
      .then((care) => {
        if (care.length > 0) log.info({ care }, 'database maintenance');
      })
      .catch((error: unknown) => log.error({ err: error }, 'database maintenance failed'))
      .finally(() => {
        running = false;
      });
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
