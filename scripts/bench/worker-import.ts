import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { submitAnswer } from '../../src/shared/api/worker-import-answers.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { generateImportFile } from '../../tests/fixtures/worker-import/generate-import-file.ts';
import { createRng } from '../seed/random.ts';
import { ensureAgencies, ensurePayrollCompanies } from '../seed/reference-data.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { rowCleaningRows } from './import-row-cleaning.ts';
import { signIn, startServer, type RunningServer } from './server.ts';
import { median, percentile, sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
/** BENCH_IMPORT_FORMATS=csv (or xlsx) runs one format only. */
const FORMATS = (process.env.BENCH_IMPORT_FORMATS ?? 'xlsx,csv')
  .split(',')
  .filter((f): f is Format => f === 'xlsx' || f === 'csv');
const STEP_TARGET_MS = 30_000;
const MEMORY_TARGET_KB = 600_000;
const PAGE_TARGET_MS = 100;
const SAMPLE_EVERY_MS = 100;

type Assignment = { agencyId: number; payrollCompanyId: number };
type Format = 'xlsx' | 'csv';
type ImportRun = { importMs: number; submitMs: number; growthKb: number | null; pages: number[]; health: number[] };

/** The server's resident memory in kB, from /proc (Linux), or null elsewhere. */
function residentKb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** One call, its answer required to be 200; the JSON answer. */
export async function expectOk(
  server: RunningServer,
  cookie: string,
  url: string,
  init: RequestInit = {},
): Promise<unknown> {
  const res = await fetch(`${server.url}${url}`, { ...init, headers: { ...init.headers, cookie } });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

export const postJson = (server: RunningServer, cookie: string, url: string, body?: unknown) =>
  expectOk(server, cookie, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

/** A copy of the fixture with the demo agencies and payroll companies (no workers): one per run, so each imports into the same state. */
async function preparedFolder(ctx: BenchContext): Promise<{ dataDir: string; assignment: Assignment }> {
  const dataDir = copyFixture(ctx.fixture);
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const agencies = await ensureAgencies(database.db, createRng(1));
    const payrollCompanies = await ensurePayrollCompanies(database.db);
    return { dataDir, assignment: { agencyId: agencies[0]!.id, payrollCompanyId: payrollCompanies[0]! } };
  } finally {
    await database.close();
  }
}

/** 100-row pages of the review, on top and deep (any page should cost what the first does), all and filtered. */
function reviewPages(rows: number): string[] {
  const last = Math.max(1, Math.ceil(rows / 100));
  const pages = [...new Set([1, 2, Math.ceil(last / 10), Math.ceil(last / 2), last])];
  return ['all', 'valid', 'duplicates'].flatMap((filter) =>
    pages.map((page) => `filter=${filter}&page=${page}&pageSize=100`),
  );
}

/** Upload, map as proposed and validate; the review pages beside GET /api/health; submit; with the server's memory sampled. */
async function importOnce(ctx: BenchContext, file: { path: string; format: Format }): Promise<ImportRun> {
  const { dataDir, assignment } = await preparedFolder(ctx);
  let server: RunningServer | undefined;
  try {
    server = await startServer({ root: ctx.root, dataDir, timeoutMs: 60_000 });
    const cookie = await signIn(server, ctx.fixture.user);
    const pid = server.child.pid!;
    const baseline = residentKb(pid);
    let peak = baseline ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid) ?? 0)), SAMPLE_EVERY_MS);
    try {
      const bytes = fs.readFileSync(file.path);
      const started = performance.now();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `workers.${file.format}`);
      const upload = (await expectOk(server, cookie, '/api/upload-workers/upload', { method: 'POST', body: form })) as {
        sessionId: string;
        suggestedMappings: Record<string, string | null>;
      };
      const session = `/api/upload-workers/${upload.sessionId}`;
      await postJson(server, cookie, `${session}/map-columns`, { columnMappings: upload.suggestedMappings });
      await postJson(server, cookie, `${session}/validate`);
      const importMs = performance.now() - started;

      const health = await sample(30, 5, () => expectOk(server!, '', '/api/health'));
      const pages: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const query of reviewPages(ROWS))
          pages.push(...(await sample(1, 0, () => expectOk(server!, cookie, `${session}/rows?${query}`))));
      }

      const submitStarted = performance.now();
      const submitted = submitAnswer.parse(await postJson(server, cookie, `${session}/submit`, assignment));
      const submitMs = performance.now() - submitStarted;
      // A fast submit that wrote fewer workers than the file holds is no figure at all.
      if (submitted.createdWorkers + submitted.updatedWorkers !== ROWS)
        throw new Error(`submit wrote ${submitted.createdWorkers + submitted.updatedWorkers} of ${ROWS} workers`);
      return { importMs, submitMs, growthKb: baseline === null ? null : peak - baseline, pages, health };
    } catch (error) {
      throw new Error(`${(error as Error).message}\nserver output:\n${server.output()}`, { cause: error });
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server?.stop();
    removeDir(dataDir);
  }
}

function rowsOf(format: Format, runs: ImportRun[]): Row[] {
  const benchmark = `worker import .${format} (PGlite, ${ROWS.toLocaleString('en-GB')} rows x 30 columns)`;
  const growth = runs.map((r) => r.growthKb).filter((g): g is number => g !== null);
  const rows: Row[] = [
    {
      benchmark,
      metric: 'upload + map + validate',
      ...summarise(runs.map((r) => r.importMs)),
      unit: 'ms',
      target: STEP_TARGET_MS,
    },
    { benchmark, metric: 'submit', ...summarise(runs.map((r) => r.submitMs)), unit: 'ms', target: STEP_TARGET_MS },
    {
      benchmark,
      metric: 'review page of 100 rows',
      ...summarise(runs.flatMap((r) => r.pages)),
      unit: 'ms',
      judged: 'p95',
      target: PAGE_TARGET_MS,
      note: 'pages 1, 2, 10%, 50%, last of all, valid, duplicates',
    },
    { benchmark, metric: 'GET /api/health (baseline)', ...summarise(runs.flatMap((r) => r.health)), unit: 'ms' },
  ];
  if (growth.length > 0) {
    rows.push({
      benchmark,
      metric: 'server RSS growth, upload to submit',
      ...summarise(growth),
      unit: 'kB',
      judged: 'p95',
      target: MEMORY_TARGET_KB,
      note: 'peak - before, sampled every 100 ms',
    });
  }
  return rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The bulk import at scale (issue 10): a generated file of BENCH_IMPORT_ROWS valid workers
 * (default 100,000) under the template's 30 columns, as .xlsx then .csv, each imported
 * BENCH_IMPORT_RUNS times (default 3) through the real server on PGlite, every run on a fresh
 * copy of the data folder: upload + map (as proposed) + validate, review pages, submit; with the
 * growth of the server's resident memory and GET /api/health as the baseline of the moment. First,
 * the row cleaning alone in CPU time (scripts/bench/import-row-cleaning.ts).
 */
export const workerImport: Benchmark = {
  name: 'worker-import',
  title: 'Bulk worker import (xlsx / csv)',
  async run(ctx) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-import-'));
    try {
      const rows: Row[] = rowCleaningRows('worker import row cleaning (pure rules, 30 columns)');
      ctx.log(`  row cleaning: median ${Math.round(rows[0]!.median!)} ms of CPU per 20,000 rows`);
      for (const format of FORMATS) {
        const file = { path: path.join(dir, `workers.${format}`), format };
        const generated = performance.now();
        await generateImportFile({ rows: ROWS, format, path: file.path, seed: 42 });
        ctx.log(
          `  generated ${format} (${(fs.statSync(file.path).size / 1e6).toFixed(1)} MB) in ${seconds(performance.now() - generated)}`,
        );
        const runs: ImportRun[] = [];
        for (let i = 1; i <= RUNS; i += 1) {
          const run = await importOnce(ctx, file);
          runs.push(run);
          ctx.log(
            `  ${format} run ${i}: import ${seconds(run.importMs)}, submit ${seconds(run.submitMs)}, RSS +${run.growthKb === null ? '?' : Math.round(run.growthKb / 1000)} MB, page median ${median(run.pages).toFixed(1)} ms p95 ${percentile(run.pages, 95).toFixed(1)} ms`,
          );
        }
        rows.push(...rowsOf(format, runs));
      }
      return rows;
    } finally {
      removeDir(dir);
    }
  },
};
