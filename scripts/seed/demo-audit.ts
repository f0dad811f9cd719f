import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { columnNames, insertJsonRows, rowsOf } from '../../src/server/db/json-rows.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { auditInstants, buildAuditEntry, type AuditActor, type AuditRefs } from './audit-builder.ts';
import { withIndexesRebuilt } from './bulk-insert.ts';
import type { Rng } from './random.ts';

/**
 * The demo audit trail (docs/domain.md: `--audit-entries N`, realistic entries for the
 * benchmark): changes to the workers, agencies and tickets in the database by the users there,
 * over the last two years, oldest first so ids follow time as they do in life. Appended only,
 * as the table allows.
 */
export type SeedAuditResult = { entries: number; actors: number; elapsedMs: number };

const CHUNK = 5000;
/** From this many entries, and more than the table holds, the load rebuilds the indexes (withIndexesRebuilt). */
const BULK_LOAD = 10_000;
const DAYS = 730;
/** Actors when the database has no users: addresses of no account, as entries of removed users are. */
const STAND_INS = ['j.hartley', 'p.osei', 'm.kowalski', 'r.begum', 'd.nwosu', 's.fraser'].map((name) => ({
  id: null,
  email: `${name}@former-staff.example`,
}));

const auditColumnNames = columnNames(auditLog);

async function readRefs(db: Db): Promise<{ refs: AuditRefs; actors: AuditActor[] }> {
  const ids = async (table: string) =>
    rowsOf<{ id: number }>(await db.execute(sql.raw(`select id from ${table} order by id desc limit 50000`))).map(
      (r) => r.id,
    );
  const users = rowsOf<{ id: number; email: string }>(
    await db.execute(sql`select id, email from users where deleted_at is null order by id`),
  );
  return {
    refs: {
      workers: await ids('workers'),
      agencies: await ids('agencies'),
      tickets: await ids('tickets'),
      users: users.map((u) => u.id),
    },
    actors: users.length > 0 ? users : STAND_INS,
  };
}

export async function seedDemoAudit(
  db: Db,
  options: { count: number; rng: Rng; now: Date; bulkLoadFrom?: number; log?: (line: string) => void },
): Promise<SeedAuditResult> {
  const started = performance.now();
  if (options.count <= 0) return { entries: 0, actors: 0, elapsedMs: 0 };
  const { rng } = options;
  const { refs, actors } = await readRefs(db);
  // A few people make most changes: the n-th actor acts about 1/n as often as the first.
  const actorWeight = (actor: AuditActor) => 1 / (actors.indexOf(actor) + 1);
  const instants = auditInstants(rng, options.count, DAYS, options.now);
  const load = async (tx: DbOrTx) => {
    for (let offset = 0; offset < instants.length; offset += CHUNK) {
      const rows = instants
        .slice(offset, offset + CHUNK)
        .map((at) => buildAuditEntry(rng, refs, rng.weighted(actors, actorWeight), at));
      await insertJsonRows(tx, 'audit_log', auditColumnNames, rows);
      const done = offset + rows.length;
      if (done % 100_000 === 0 || done === instants.length)
        options.log?.(
          `  ${done.toLocaleString('en-GB')} audit entries (${Math.round(performance.now() - started)} ms)`,
        );
    }
  };
  const held = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_log`))[0]!.n;
  if (options.count >= (options.bulkLoadFrom ?? BULK_LOAD) && options.count >= held) {
    await withIndexesRebuilt(db, 'audit_log', load);
    options.log?.(`  audit entries indexed (${Math.round(performance.now() - started)} ms)`);
  } else await db.transaction(load);
  // Fresh statistics for the planner, and a vacuum so the trail's pages read ids from the index alone.
  await db.execute(sql`vacuum (analyze) audit_log`);
  return { entries: instants.length, actors: actors.length, elapsedMs: performance.now() - started };
}
