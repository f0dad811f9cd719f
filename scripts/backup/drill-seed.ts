import { sql } from 'drizzle-orm';
import type { Config } from '../../src/server/config.ts';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { AREAS } from './archive-format.ts';
import { appTables } from './database-catalog.ts';
import { digest, filePlace } from './file-places.ts';
import { seedOtherTables } from './drill-seed-tables.ts';

/**
 * A small office with a row in every table and a file of every kind (documents, evidence, an
 * import file, a kept report): staff of each role, the demo seed's workers, agencies, tickets,
 * payroll and audit entries, then the tables it leaves empty. About two seconds on PGlite.
 */
export async function seedDrillOffice(db: Db, config: Pick<Config, 'dataDir' | 'fileStore'>): Promise<void> {
  const fileStore = fileStoreFor(config);
  const small = { workers: 40, tickets: 12, payrollWeeks: 2, auditEntries: 40, fileStore, maxWorkersWithDocuments: 6 };
  // First the agencies (a client user belongs to one), then staff, then more of everything by them.
  await seedDemo(db, { ...small, seed: 11 });
  const passwordHash = await hashPassword('Drill-office-password-1');
  const staff = [
    { role: 'admin', agencyId: null },
    { role: 'finance', agencyId: null },
    { role: 'support', agencyId: null },
    { role: 'client', agencyId: 1 },
  ];
  for (const { role, agencyId } of staff)
    await insertUser(db, {
      email: `${role}.drill@example.com`,
      firstName: 'Drill',
      lastName: role[0]!.toUpperCase() + role.slice(1),
      role,
      agencyId,
      passwordHash,
    });
  await seedDemo(db, { ...small, seed: 12 });
  await seedOtherTables(db, config);
}

/** What must be the same after a restore: each table's row count and rows, and each file's SHA-256. */
export type Fingerprint = {
  tables: Record<string, { rows: number; md5: string }>;
  files: Record<string, string>;
};

export async function fingerprint(db: Db, config: Pick<Config, 'dataDir' | 'fileStore'>): Promise<Fingerprint> {
  const tables = await db.transaction(async (tx) => {
    // Timestamps as text in one zone, so both engines write the same row the same way.
    await tx.execute(sql`set local timezone = 'UTC'`);
    const found: Fingerprint['tables'] = {};
    for (const table of await appTables(tx)) found[table] = await tableFingerprint(tx, table);
    return found;
  });
  const files: Fingerprint['files'] = {};
  for (const area of AREAS) {
    const place = filePlace(config, area);
    for (const name of (await place.list()).names)
      files[`${area}/${name}`] = (await digest((await place.read(name)).stream)).sha256;
  }
  return { tables, files };
}

/** The row count and an MD5 of every row as JSON, in sorted order (so row order does not matter). */
async function tableFingerprint(tx: DbOrTx, table: string): Promise<{ rows: number; md5: string }> {
  const [row] = rowsOf<{ rows: string; md5: string }>(
    await tx.execute(
      sql`select count(*)::text as rows, md5(coalesce(string_agg(line, E'\n' order by line), '')) as md5
        from (select row_to_json(t)::text as line from ${sql.identifier(table)} t) rows_as_json`,
    ),
  );
  return { rows: Number(row!.rows), md5: row!.md5 };
}

/** The differences between two fingerprints, one line each. */
export function fingerprintDifferences(before: Fingerprint, after: Fingerprint): string[] {
  const problems: string[] = [];
  for (const table of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const [a, b] = [before.tables[table], after.tables[table]];
    if (!a || !b) problems.push(`table ${table}: ${a ? 'missing after the restore' : 'not in the source'}`);
    else if (a.rows !== b.rows) problems.push(`table ${table}: ${a.rows} rows before, ${b.rows} after`);
    else if (a.md5 !== b.md5) problems.push(`table ${table}: same row count, different rows`);
  }
  for (const file of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    const [a, b] = [before.files[file], after.files[file]];
    if (!a || !b) problems.push(`file ${file}: ${a ? 'missing after the restore' : 'not in the source'}`);
    else if (a !== b) problems.push(`file ${file}: different SHA-256`);
  }
  return problems;
}

/** Tables the drill office leaves without a row (the drill would prove nothing about them). */
export const emptyTables = (print: Fingerprint) =>
  Object.entries(print.tables)
    .filter(([, t]) => t.rows === 0)
    .map(([table]) => table);
