// What .ci/run runs on a clean checkout, in stages, then a table of every step's time:
//   1. npm ci (exactly the lockfile);
//   2. side by side: the checks (typecheck, lint with the layout boundaries of eslint.boundaries.js,
//      format, the client build) on one side, the unit and API tiers (npm test's, on PGlite) on
//      the other: the checks are single-threaded and the tests leave room beside them;
//   3. the browser tier alone: its journeys wait on real time, and a busy machine made some time out;
//   4. the API tier again on a real PostgreSQL server (docs/decisions/0003), started when needed.
// Every step after npm ci runs even when another fails, so one run shows everything that is broken.
import fs from 'node:fs';
import { createTimings, run, timingTable } from './steps.mjs';

const npm = (script, options) => run('npm', ['run', '--silent', script], options);
const npmTest = (tiers, options) => run('npm', ['test'], { ...options, env: { ...options?.env, TEST_TIERS: tiers } });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the local PostgreSQL cluster (Debian's) unless a server already answers on 127.0.0.1. */
async function ensurePostgres() {
  if ((await run('pg_isready', ['-q', '-h', '127.0.0.1'])) === 0) return 0;
  const [version] = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort() : [];
  if (!version) {
    console.error('PostgreSQL is not running and no cluster is installed (/etc/postgresql).');
    return 1;
  }
  console.log('PostgreSQL is not running: starting the local cluster');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  for (let i = 0; i < 30; i += 1) {
    if ((await run('pg_isready', ['-q', '-h', '127.0.0.1'])) === 0) return 0;
    await sleep(1000);
  }
  return run('pg_isready', ['-h', '127.0.0.1']);
}

const started = performance.now();
const timings = createTimings();
const step = timings.step;

console.log('=== npm ci ===');
if (!(await step('npm ci', () => run('npm', ['ci'])))) {
  console.error('npm ci failed; nothing else can run.');
  process.exit(1);
}

console.log('\n=== checks [checks] beside the unit and API tiers [tests] ===');
await Promise.all([
  (async () => {
    const prefix = '[checks]';
    await step('typecheck', () => npm('typecheck', { prefix }));
    await step('lint', () => npm('lint', { prefix }));
    await step('format:check', () => npm('format:check', { prefix }));
    await step('client build', () => npm('build', { prefix }));
  })(),
  (async () => {
    const prefix = '[tests]';
    await step('unit tier', () => npmTest('unit', { prefix }));
    await step('API tier (PGlite)', () => npmTest('api', { prefix }));
  })(),
]);

console.log('\n=== browser tier ===');
await step('browser tier (e2e)', () => npmTest('e2e'));

console.log('\n=== API tier on PostgreSQL ===');
// tests/helpers/app.ts creates a throwaway database per test file and drops it afterwards.
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await step('PostgreSQL ready', ensurePostgres)) {
  await step('API tier (PostgreSQL)', () => npmTest('api', { env: { TEST_DATABASE_URL: databaseUrl } }));
}

console.log(timingTable('.ci/run: time per step', timings.steps, (performance.now() - started) / 1000));
const failed = timings.steps.filter((s) => !s.ok).map((s) => s.name);
if (failed.length > 0) {
  console.error(`\nCI failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log('\n=== CI passed ===');
