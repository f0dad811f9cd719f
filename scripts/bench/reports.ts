import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { reportTypes, type ReportFormat, type ReportType } from '../../src/shared/api/reports.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { benchPostgresUrl, postgresDatabase } from './postgres.ts';
import { signIn, startServer, type RunningServer } from './server.ts';
import { sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

/** Issue 14: each report over everything under 5 s as CSV and 15 s as .xlsx, server memory growth under 300 MB. */
const TARGET_MS: Record<ReportFormat, number> = { csv: 5_000, xlsx: 15_000 };
const MEMORY_TARGET_KB = 300_000;
const SAMPLE_EVERY_MS = 100;
const HEALTH_RUNS = 100;

const settings = () => ({
  workers: Number(process.env.BENCH_REPORTS_WORKERS ?? 100_000),
  weeks: Number(process.env.BENCH_REPORTS_WEEKS ?? 15),
  /** A fifth of the workers get documents, as seed:demo gives them (two in five the full required set). */
  documentShare: Number(process.env.BENCH_REPORTS_DOCUMENT_SHARE ?? 0.2),
  /** A data folder seeded by an earlier run (kept with BENCH_REPORTS_KEEP) to copy instead of seeding again. */
  from: process.env.BENCH_REPORTS_FROM,
  keep: process.env.BENCH_REPORTS_KEEP === '1',
  formats: (process.env.BENCH_REPORTS_FORMATS ?? 'csv,xlsx').split(',') as ReportFormat[],
  types: (process.env.BENCH_REPORTS_TYPES ?? reportTypes.join(',')).split(',') as ReportType[],
});

/** The server's resident memory (kB) and CPU time of all its threads (ms), from /proc (Linux); null elsewhere. */
function processFigures(pid: number): { rssKb: number; cpuMs: number } | null {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    // Fields after the command name: state is field 3, utime 14 and stime 15, in clock ticks (100 a second).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return rss ? { rssKb: Number(rss[1]), cpuMs: ticks * 10 } : null;
  } catch {
    return null;
  }
}

type ReportRun = { ms: number; bytes: number; rows: number; cpuMs: number | null; growthKb: number | null };

/** One report read to its last byte; the server's memory sampled every 100 ms meanwhile, and its history entry read. */
async function reportOnce(server: RunningServer, cookie: string, type: ReportType, format: ReportFormat) {
  const pid = server.child.pid!;
  const before = processFigures(pid);
  let peak = before?.rssKb ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, processFigures(pid)?.rssKb ?? 0)), SAMPLE_EVERY_MS);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(`${server.url}/api/reports/${type}?format=${format}`, { headers: { cookie } });
    if (res.status !== 200 || !res.body)
      throw new Error(`GET /api/reports/${type} answered ${res.status}: ${await res.text()}`);
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const after = processFigures(pid);
  const history = await fetch(`${server.url}/api/reports/history?pageSize=1`, { headers: { cookie } });
  const entry = ((await history.json()) as { items: { type: string; byteSize: number; rowCount: number }[] }).items[0];
  if (entry?.type !== type || entry.byteSize !== bytes) throw new Error(`no history entry for the ${type} report`);
  return {
    ms,
    bytes,
    rows: entry.rowCount,
    cpuMs: before && after ? after.cpuMs - before.cpuMs : null,
    growthKb: before ? peak - before.rssKb : null,
  } satisfies ReportRun;
}

/** GET /api/health every 50 ms while `during` runs: the server's answer time to others meanwhile. */
async function healthDuring(server: RunningServer, during: Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let done = false;
  void during.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const started = performance.now();
    await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await during;
  return samples;
}

/** The benchmark's admin (the fixture's user) in a database that may not hold it yet. */
async function ensureBenchUser(ctx: BenchContext, db: Database['db']) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, ctx.fixture.user.email));
  if (found) return;
  await insertUser(db, {
    email: ctx.fixture.user.email,
    firstName: 'Bench',
    lastName: 'Mark',
    role: 'admin',
    passwordHash: await hashPassword(ctx.fixture.user.password),
  });
}

/** A data folder with the bench's workers, their documents and payroll: copied from BENCH_REPORTS_FROM, or seeded. */
async function seededFolder(ctx: BenchContext, s: ReturnType<typeof settings>, databaseUrl?: string) {
  const dataDir = copyFixture(ctx.fixture);
  const open = () =>
    databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  const copied = !!s.from && !databaseUrl;
  if (copied) {
    removeDir(dataDir);
    fs.cpSync(s.from!, dataDir, { recursive: true });
    ctx.log(`  copied the seeded folder ${s.from}`);
  }
  const database = open();
  const started = performance.now();
  try {
    await database.migrate();
    await ensureBenchUser(ctx, database.db);
    if (!copied)
      await seedDemo(database.db, {
        workers: s.workers,
        tickets: 0,
        payrollWeeks: s.weeks,
        seed: 42,
        fileStore: fileStoreFor({ dataDir, fileStore: { driver: 'disk' } }),
        documentShare: s.documentShare,
        maxWorkersWithDocuments: Math.ceil(s.workers * s.documentShare),
        log: (line) => ctx.log(`  ${line}`),
      });
  } finally {
    await database.close();
  }
  return { dataDir, seedMs: copied ? null : performance.now() - started };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

async function measure(ctx: BenchContext, server: RunningServer, label: string, s: ReturnType<typeof settings>) {
  const cookie = await signIn(server, ctx.fixture.user);
  const rows: Row[] = [];
  const health = await sample(HEALTH_RUNS, 10, async () => (await fetch(`${server.url}/api/health`)).arrayBuffer());
  rows.push({ benchmark: label, metric: 'baseline GET /api/health', ...summarise(health), unit: 'ms' });
  const growth: number[] = [];
  for (const format of s.formats) {
    for (const type of s.types) {
      const running = reportOnce(server, cookie, type, format);
      const during = type === 'payroll' ? await healthDuring(server, running) : null;
      const run = await running;
      ctx.log(
        `  ${type} ${format}: ${Math.round(run.ms)} ms, ${run.rows.toLocaleString('en-GB')} rows, ${mb(run.bytes)} MB, ` +
          `server CPU ${run.cpuMs === null ? '?' : (run.cpuMs / 1000).toFixed(1)} s, RSS +${run.growthKb === null ? '?' : Math.round(run.growthKb / 1000)} MB`,
      );
      if (run.growthKb !== null) growth.push(run.growthKb);
      rows.push({
        benchmark: label,
        metric: `GET /api/reports/${type}?format=${format}`,
        runs: 1,
        median: run.ms,
        p95: null,
        unit: 'ms',
        judged: 'median',
        target: TARGET_MS[format],
        note: `${run.rows.toLocaleString('en-GB')} rows, ${mb(run.bytes)} MB, server CPU ${run.cpuMs === null ? '?' : (run.cpuMs / 1000).toFixed(1)} s, RSS +${run.growthKb === null ? '?' : Math.round(run.growthKb / 1000)} MB`,
      });
      if (during && during.length > 0)
        rows.push({
          benchmark: label,
          metric: `GET /api/health during the payroll ${format}`,
          ...summarise(during),
          unit: 'ms',
          note: 'every 50 ms while the report streams',
        });
    }
  }
  if (growth.length > 0)
    rows.push({
      benchmark: label,
      metric: 'server RSS growth during a report',
      runs: growth.length,
      median: growth.reduce((a, b) => a + b, 0) / growth.length,
      p95: null,
      max: Math.max(...growth),
      unit: 'kB',
      judged: 'max',
      target: MEMORY_TARGET_KB,
      note: 'peak - before, sampled every 100 ms; mean and the largest',
    });
  return rows;
}

/**
 * Reports (issue 14): BENCH_REPORTS_WORKERS (100,000) demo workers, a fifth of them with documents
 * (BENCH_REPORTS_DOCUMENT_SHARE), and BENCH_REPORTS_WEEKS (15: about a million payroll records) of
 * payroll by seed:demo; then every report over everything (no filter) as CSV and .xlsx through the
 * real server in its own process, each read to its last byte: time, rows, size, the server's CPU
 * time and the growth of its resident memory, beside GET /api/health (and health answered while the
 * payroll report streams). PGlite; PostgreSQL too when BENCH_DATABASE_URL is set. BENCH_REPORTS_KEEP=1
 * keeps the seeded PGlite folder and prints it; BENCH_REPORTS_FROM=<folder> starts from such a copy.
 * BENCH_REPORTS_TYPES and BENCH_REPORTS_FORMATS choose some.
 */
export const reports: Benchmark = {
  name: 'reports',
  title: 'Reports over everything (CSV / xlsx)',
  async run(ctx) {
    const s = settings();
    const rows: Row[] = [];
    const sizes = `${s.workers.toLocaleString('en-GB')} workers, ${s.weeks} payroll weeks`;

    const { dataDir, seedMs } = await seededFolder(ctx, s);
    let server: RunningServer | undefined;
    try {
      if (seedMs !== null)
        rows.push({
          benchmark: `reports (PGlite, ${sizes})`,
          metric: 'seed:demo',
          runs: 1,
          median: seedMs,
          p95: null,
          unit: 'ms',
        });
      server = await startServer({ root: ctx.root, dataDir, timeoutMs: 120_000 });
      rows.push(...(await measure(ctx, server, `reports (PGlite, ${sizes})`, s)));
    } finally {
      await server?.stop();
      if (s.keep) ctx.log(`  kept the seeded folder ${dataDir} (reports written to it are in reports/)`);
      else removeDir(dataDir);
    }

    const pgBase = process.env.BENCH_DATABASE_URL ? await benchPostgresUrl() : undefined;
    if (pgBase) {
      const { url, drop, database } = await postgresDatabase(pgBase, '_reports');
      await database.close();
      const folder = await seededFolder(ctx, { ...s, from: undefined }, url);
      let pgServer: RunningServer | undefined;
      try {
        const label = `reports (PostgreSQL, ${sizes})`;
        rows.push({ benchmark: label, metric: 'seed:demo', runs: 1, median: folder.seedMs, p95: null, unit: 'ms' });
        pgServer = await startServer({
          root: ctx.root,
          dataDir: folder.dataDir,
          timeoutMs: 120_000,
          env: { DATABASE_URL: url },
        });
        rows.push(...(await measure(ctx, pgServer, label, s)));
      } finally {
        await pgServer?.stop();
        removeDir(folder.dataDir);
        await drop();
      }
    }
    return rows;
  },
};
