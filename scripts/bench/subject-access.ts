import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { payrollRecords, workerDocuments } from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { addDays } from '../../src/shared/domain/en-gb-dates.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { benchConfig } from './bench-config.ts';
import { copyFixture } from './fixture.ts';
import { sample, summarise } from './stats.ts';
import type { Benchmark, Row } from './types.ts';

const PAYROLL_RECORDS = 500;
const FILES = 20;
/** Each stored file: a realistic scanned document's size. */
const FILE_BYTES = 1_000_000;
const RUNS = Number(process.env.BENCH_SAR_RUNS ?? 5);
/** The pack of such a worker in under 10 s (issue 31). */
const TARGET_MS = 10_000;
const admin = { email: 'bench-sar-admin@example.test', password: 'Bench!Sar-Admin-2024' };

/** The worker's history: 500 weekly payroll records and 20 stored documents of 1 MB each. */
async function giveHistory(built: BuiltApp, workerId: number) {
  const { db } = built.ctx;
  const [worker] = rowsOf<{ ni_number: string }>(
    await db.execute(sql`select ni_number from workers where id = ${workerId}`),
  );
  const firstWeek = '2016-01-03';
  const rows = Array.from({ length: PAYROLL_RECORDS }, (_, i) => {
    const week = addDays(firstWeek, 7 * i);
    return {
      workerId,
      niNumber: worker!.ni_number,
      payDate: week,
      weekEnding: week,
      grossPence: 45_000,
      taxPence: 4_000,
      niPence: 2_500,
      pensionPence: 1_200,
      netPence: 37_300,
    };
  });
  await db.insert(payrollRecords).values(rows);
  const store = fileStoreFor(built.ctx.config);
  for (let i = 0; i < FILES; i += 1) {
    const stored = await store.save(Readable.from([crypto.randomBytes(FILE_BYTES)]), 'pdf');
    await db.insert(workerDocuments).values({
      workerId,
      documentType: 'passport',
      originalFileName: `document-${i + 1}.pdf`,
      storedFileName: stored.name,
      mimeType: 'application/pdf',
      sizeBytes: stored.sizeBytes,
    });
  }
}

async function signIn(built: BuiltApp): Promise<string> {
  const res = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/**
 * GET /api/admin/subject-access-requests/{id}/pack (docs/domain.md, "Subject access requests") for a
 * worker with 500 payroll records and 20 stored files of 1 MB, among 1,000 seeded workers, on PGlite
 * in process: BENCH_SAR_RUNS packs (default 5), each read to its last byte, beside GET /api/health.
 */
export const subjectAccess: Benchmark = {
  name: 'subject-access',
  title: 'Subject access pack',
  async run(ctx) {
    const dataDir = copyFixture(ctx.fixture);
    const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    let built: BuiltApp | undefined;
    try {
      await seedDemo(database.db, { workers: 1000, seed: 42 });
      await insertUser(database.db, {
        email: admin.email,
        firstName: 'Bench',
        lastName: 'Admin',
        role: 'admin',
        passwordHash: await hashPassword(admin.password),
      });
      built = await buildApp({ ...benchConfig(dataDir), clientDir: undefined }, { database });
      const [first] = rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from workers`));
      const workerId = Number(first!.id);
      await giveHistory(built, workerId);
      const cookie = await signIn(built);
      const app = built.app;
      const created = await app.inject({
        method: 'POST',
        url: '/api/admin/subject-access-requests',
        headers: { cookie },
        payload: { workerId, receivedDate: '2026-11-02' },
      });
      if (created.statusCode !== 201) throw new Error(`recording answered ${created.statusCode}: ${created.body}`);
      const { id } = created.json<{ id: number }>();
      let bytes = 0;
      const pack = async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin/subject-access-requests/${id}/pack`,
          headers: { cookie },
        });
        if (res.statusCode !== 200) throw new Error(`the pack answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        bytes = res.rawPayload.byteLength;
      };
      const health = async () => {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        if (res.statusCode !== 200) throw new Error(`GET /api/health answered ${res.statusCode}`);
      };
      const label = `subject access pack (PGlite, ${PAYROLL_RECORDS} payroll records, ${FILES} files of 1 MB)`;
      const rows: Row[] = [
        { benchmark: label, metric: 'baseline GET /api/health', ...summarise(await sample(50, 5, health)), unit: 'ms' },
      ];
      const times = await sample(RUNS, 1, pack);
      ctx.log(`  the pack: ${(bytes / 1e6).toFixed(1)} MB`);
      rows.push({
        benchmark: label,
        metric: 'GET .../pack, read to the last byte',
        ...summarise(times),
        unit: 'ms',
        judged: 'p95',
        target: TARGET_MS,
      });
      return rows;
    } finally {
      if (built) await built.close();
      else await database.close();
    }
  },
};
