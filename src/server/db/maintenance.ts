import { sql } from 'drizzle-orm';
import { runAsLongWork } from '../lib/long-work-scope.ts';
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

/**
 * How a round treats the tables that need care (docs/operations.md, "Vacuum"). PGlite serves one
 * statement at a time, so a maintenance statement is a wait for every user who asks meanwhile: at
 * 200,000 workers a VACUUM of the workers table with dead rows took 1 to 1.5 s (scanning its many
 * indexes) and an ANALYZE 1.2 s (a sample of 30,000 rows); the worker list once waited 1.3 s.
 * - 'light', while people use the app: VACUUM without index cleanup (the dead rows' space in the
 *   table is freed; their index entries stay, and they still count as dead, until a full round;
 *   about 50 ms), once, and ANALYZE from a smaller sample (statistics target
 *   LIGHT_STATISTICS_TARGET: 6,000 rows, about 180 ms). The table is then owed a full round.
 * - 'full', once the app has been quiet for QUIET_FOR_FULL_MS: VACUUM (ANALYZE) as autovacuum does,
 *   for the tables that need care and those owed.
 */
export type MaintenanceMode = 'light' | 'full';

export const LIGHT_STATISTICS_TARGET = 20;

/** Ten minutes without a request: a lunch break, an evening, the first minutes after a start. */
export const QUIET_FOR_FULL_MS = 10 * 60 * 1000;

export type MaintenanceDone = TableCare & { mode: MaintenanceMode };

/**
 * One round: vacuums and analyses what needs it, lightly or fully; answers what was done. `owed`
 * holds the tables a light round treated (kept by the caller between rounds; a full round empties it).
 */
export async function maintainTables(
  db: Db,
  mode: MaintenanceMode = 'full',
  owed: Set<string> = new Set(),
): Promise<MaintenanceDone[]> {
  const needing = tablesNeedingCare(await readActivity(db));
  if (mode === 'full') {
    // An owed table has its index cleanup and its whole statistics to catch up on.
    const care = [
      ...needing.filter((t) => !owed.has(t.table)),
      ...[...owed].map((table) => ({ table, vacuum: true, analyse: true })),
    ];
    for (const t of care) {
      const table = sql.identifier(t.table);
      if (t.vacuum) await db.execute(sql`vacuum (analyze) ${table}`);
      else await db.execute(sql`analyze ${table}`);
      owed.delete(t.table);
    }
    return care.map((t) => ({ ...t, mode }));
  }
  // A light VACUUM leaves the dead rows' index entries, and they still count as dead: a table it
  // treated is not vacuumed again until a full round.
  const done = needing
    .map((t) => ({ ...t, vacuum: t.vacuum && !owed.has(t.table) }))
    .filter((t) => t.vacuum || t.analyse);
  for (const t of done) {
    const table = sql.identifier(t.table);
    if (t.vacuum) await db.execute(sql`vacuum (index_cleanup off) ${table}`);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local default_statistics_target = ${LIGHT_STATISTICS_TARGET}`));
      await tx.execute(sql`analyze ${table}`);
    });
    owed.add(t.table);
  }
  return done.map((t) => ({ ...t, analyse: true, mode }));
}

/** Every five minutes, like autovacuum's naptime scaled to one small database. */
export const MAINTENANCE_EVERY_MS = 5 * 60 * 1000;

/**
 * Starts the rounds; the answer stops them. A round is light unless the app has been quiet for
 * QUIET_FOR_FULL_MS (`quietFor`), and its statements run as long work: on PGlite each waits until no
 * request is in flight (docs/decisions/0030-long-work-queries-queue-behind-requests.md). A failed
 * round is logged and the next one tries again.
 */
export function startMaintenance(
  db: Db,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  quietFor: () => number,
): () => void {
  let running = false;
  const owed = new Set<string>();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const mode: MaintenanceMode = quietFor() >= QUIET_FOR_FULL_MS ? 'full' : 'light';
    runAsLongWork(() => maintainTables(db, mode, owed))
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
