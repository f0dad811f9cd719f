import crypto from 'node:crypto';
import readline from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import type { Manifest } from './archive-format.ts';
import {
  appTables,
  foreignKeys,
  ownedSequences,
  peopleCounts,
  rowCount,
  sequencePosition,
  writableColumns,
} from './database-catalog.ts';

/** Rows per INSERT, and the most JSON text one carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

/** A restore that must not go on (the target is not empty, the backup is of a newer app): one line says why. */
export class RestoreRefused extends Error {}

export class MismatchError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/**
 * Loads every table of the backup into the target, in the caller's transaction, then checks each
 * table's row count against the manifest: any difference throws MismatchError (nothing is kept).
 * Foreign keys are dropped for the load and re-created after it, which checks every reference
 * once; the app's triggers are off meanwhile, so the rows of derived tables (the list counts,
 * payroll totals) come from the backup, as they were, instead of being counted again.
 */
export async function loadTables(
  tx: DbOrTx,
  manifest: Manifest,
  openEntry: (table: string) => Promise<Readable>,
): Promise<void> {
  const targetTables = await appTables(tx);
  const unknown = Object.keys(manifest.tables).filter((t) => !targetTables.includes(t));
  if (unknown.length > 0) throw new Error(`the target has no table ${unknown.join(', ')} after migrating`);

  if (targetTables.length === 0) return;
  const keys = await foreignKeys(tx);
  for (const key of keys)
    await tx.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const table of targetTables) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  // Disabling the triggers locked every table against writes: no one can add a user or a worker now.
  await refuseUnlessEmpty(tx);
  // Rows a started server left (job runs, rate-limit windows) make way for the backup's.
  await tx.execute(
    sql`truncate table ${sql.join(
      targetTables.map((t) => sql.identifier(t)),
      sql`, `,
    )}`,
  );

  const problems: string[] = [];
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const sha256 = await loadTable(tx, table, await openEntry(table));
    if (sha256 !== expected.sha256) problems.push(`${table}: its entry's SHA-256 differs from the manifest`);
    const rows = await rowCount(tx, table);
    if (rows !== expected.rows) problems.push(`${table}: ${rows} rows restored, the manifest says ${expected.rows}`);
  }
  if (problems.length > 0) throw new MismatchError(problems);

  await placeSequences(tx, manifest.sequences);
  for (const key of keys)
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  for (const table of targetTables) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
}

/** The contract of a restore: no user and no worker in the target. */
export async function refuseUnlessEmpty(db: DbOrTx): Promise<void> {
  const people = await peopleCounts(db);
  if (people.users > 0 || people.workers > 0)
    throw new RestoreRefused(
      `The target installation is not empty (${people.users} users, ${people.workers} workers): restore only into a new, empty one.`,
    );
}

/** Inserts one table's JSON lines in batches; answers the SHA-256 of the entry as read. */
async function loadTable(tx: DbOrTx, table: string, entry: Readable): Promise<string> {
  const columns = sql.join(
    (await writableColumns(tx, table)).map((c) => sql.identifier(c)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) select ${columns}
        from json_populate_recordset(null::${sql.identifier(table)}, ${`[${lines.join(',')}]`}::json)`,
    );
  const hash = crypto.createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  entry.once('error', (error) => hashing.destroy(error));
  let batch: string[] = [];
  let chars = 0;
  for await (const line of readline.createInterface({ input: entry.pipe(hashing), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return hash.digest('hex');
}

/**
 * Each sequence goes where the backup's was, and never below the largest id in its column, so
 * the next row gets an id no row had, exactly as it would have on the old installation.
 */
async function placeSequences(tx: DbOrTx, positions: Manifest['sequences']): Promise<void> {
  for (const { sequence, table, column } of await ownedSequences(tx)) {
    const saved = positions[sequence];
    const [top] = rowsOf<{ top: string | null }>(
      await tx.execute(sql`select max(${sql.identifier(column)})::text as top from ${sql.identifier(table)}`),
    );
    const highest = Math.max(saved?.called ? saved.value : 0, top?.top == null ? 0 : Number(top.top));
    if (highest > 0) await tx.execute(sql`select setval(${sequence}::regclass, ${highest}, true)`);
    else await tx.execute(sql`select setval(${sequence}::regclass, 1, false)`);
  }
  // The position is read back, so a sequence named differently in the target fails loudly here.
  for (const sequence of Object.keys(positions)) await sequencePosition(tx, sequence);
}
