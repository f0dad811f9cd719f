import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { signIn, startServer, type RunningServer } from './server.ts';
import { summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const TIME_TARGET_MS = 20_000;
/** Peak resident memory of the server during an export, above what it used just before: under 300 MB. */
const MEMORY_TARGET_KB = 300_000;
const SAMPLE_EVERY_MS = 100;

/** The server's resident memory in kB, from /proc (Linux), or null elsewhere. */
function residentKb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

type ExportRun = { ms: number; bytes: number; growthKb: number | null };

/** One export read to its last byte, the server's memory sampled every 100 ms meanwhile. */
async function exportOnce(server: RunningServer, cookie: string, exportType: 'excel' | 'csv'): Promise<ExportRun> {
  const pid = server.child.pid!;
  const baseline = residentKb(pid);
  let peak = baseline ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid) ?? 0)), SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/api/workers/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ exportType, dataSource: 'filtered', filters: {} }),
    });
    if (res.status !== 200 || !res.body)
      throw new Error(`POST /api/workers/export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let head = '';
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (bytes === 0) head = Buffer.from(chunk.value).subarray(0, 2).toString('latin1');
      bytes += chunk.value.byteLength;
    }
    if (exportType === 'excel' && head !== 'PK') throw new Error('the export is not a zip (.xlsx) file');
    return { ms: performance.now() - started, bytes, growthKb: baseline === null ? null : peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

async function seedFolder(ctx: BenchContext, workers: number): Promise<string> {
  const dataDir = copyFixture(ctx.fixture);
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const seeded = await seedDemo(database.db, { workers, seed: 42 });
    ctx.log(`  seeded ${seeded.workers.toLocaleString('en-GB')} workers in ${Math.round(seeded.elapsedMs)} ms`);
  } finally {
    await database.close();
  }
  return dataDir;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * POST /api/workers/export of every worker (BENCH_WORKERS, default 100,000, seeded with the demo
 * seeder) through the real server in its own process on PGlite, read to the last byte:
 * BENCH_EXPORT_RUNS .xlsx exports (default 3) and one .csv, each timed, with the growth of the
 * server's resident memory (peak while exporting minus just before) from /proc/<pid>/status.
 */
export const workerExport: Benchmark = {
  name: 'worker-export',
  title: 'Worker export (xlsx / csv)',
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    const dataDir = await seedFolder(ctx, workers);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ root: ctx.root, dataDir, timeoutMs: 60_000 });
      const cookie = await signIn(server, ctx.fixture.user);
      const xlsx: ExportRun[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const run = await exportOnce(server, cookie, 'excel');
        xlsx.push(run);
        ctx.log(
          `  xlsx run ${i}: ${Math.round(run.ms)} ms, ${mb(run.bytes)} MB, server RSS +${run.growthKb === null ? '?' : Math.round(run.growthKb / 1000)} MB`,
        );
      }
      const csv = await exportOnce(server, cookie, 'csv');
      ctx.log(
        `  csv: ${Math.round(csv.ms)} ms, ${mb(csv.bytes)} MB, server RSS +${csv.growthKb === null ? '?' : Math.round(csv.growthKb / 1000)} MB`,
      );

      const label = `worker export (PGlite, ${workers.toLocaleString('en-GB')} workers)`;
      const growth = xlsx.map((r) => r.growthKb).filter((g): g is number => g !== null);
      const rows: Row[] = [
        {
          benchmark: label,
          metric: 'POST /api/workers/export .xlsx',
          ...summarise(xlsx.map((r) => r.ms)),
          unit: 'ms',
          judged: 'median',
          target: TIME_TARGET_MS,
          note: `${mb(xlsx[0]!.bytes)} MB file`,
        },
        {
          benchmark: label,
          metric: 'POST /api/workers/export .csv',
          ...summarise([csv.ms]),
          unit: 'ms',
          note: `${mb(csv.bytes)} MB file`,
        },
      ];
      if (growth.length > 0) {
        rows.push({
          benchmark: label,
          metric: 'server RSS growth during .xlsx',
          ...summarise(growth),
          unit: 'kB',
          judged: 'p95',
          target: MEMORY_TARGET_KB,
          note: 'peak - before, sampled every 100 ms',
        });
      }
      if (csv.growthKb !== null)
        rows.push({
          benchmark: label,
          metric: 'server RSS growth during .csv',
          ...summarise([csv.growthKb]),
          unit: 'kB',
        });
      return rows;
    } finally {
      await server?.stop();
      removeDir(dataDir);
    }
  },
};
