// The parts of .ci/run that are not npm test itself, each with a table of its steps' times:
//   node scripts/ci.mjs checks    typecheck, lint (with the layout boundaries of
//                                 eslint.boundaries.js and the import graph), format, and the
//                                 migration linter (scripts/lint-migrations.mjs); .ci/run runs
//                                 them beside npm test, as they are single-threaded;
//   node scripts/ci.mjs postgres  npm test's API tier again on a real PostgreSQL server
//                                 (docs/decisions/0003-pglite-default-postgres-optional.md), started when needed;
//   node scripts/ci.mjs cluster   two instances on one PostgreSQL behind HAProxy
//                                 (tests/cluster; docs/operations.md, "Several instances");
//   node scripts/ci.mjs restore-drill  back up, wipe and restore a small office on PGlite and
//                                 PostgreSQL (scripts/restore-drill.ts; docs/operations.md,
//                                 "Data and backups").
// Every step runs even when another fails, so one run shows everything that is broken.
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

const HAPROXY = '/usr/sbin/haproxy';

/** Installs Debian's haproxy when missing (as root); otherwise says what to install. */
async function ensureHaproxy() {
  if (fs.existsSync(HAPROXY)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`The cluster tests need ${HAPROXY}. Install it with: sudo apt-get install -y haproxy`);
    return 1;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['install', '-y', 'haproxy'], { env })) === 0 && fs.existsSync(HAPROXY)) return 0;
  if ((await run('apt-get', ['update'], { env })) !== 0) return 1;
  return run('apt-get', ['install', '-y', 'haproxy'], { env });
}

const stages = {
  checks: async (step) => {
    const prefix = '[checks]';
    await step('typecheck', () => npm('typecheck', { prefix }));
    await step('lint', () => npm('lint', { prefix }));
    await step('format:check', () => npm('format:check', { prefix }));
    await step('migration lint', () => run(process.execPath, ['scripts/lint-migrations.mjs'], { prefix }));
  },
  postgres: async (step) => {
    // tests/helpers/app.ts creates a throwaway database per test file and drops it afterwards.
    const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await step('PostgreSQL ready', ensurePostgres)) {
      await step('API tier (PostgreSQL)', () => npmTest('api', { env: { TEST_DATABASE_URL: databaseUrl } }));
    }
  },
  cluster: async (step) => {
    const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const ready = await step('PostgreSQL ready', ensurePostgres);
    const haproxy = await step('HAProxy installed', ensureHaproxy);
    if (ready && haproxy) {
      await step('two instances (cluster)', () => npm('test:cluster', { env: { TEST_DATABASE_URL: databaseUrl } }));
    }
  },
  'restore-drill': async (step) => {
    const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await step('PostgreSQL ready', ensurePostgres)) {
      await step('restore drill (PGlite, PostgreSQL, PGlite -> PostgreSQL)', () =>
        run(process.execPath, ['--import', 'tsx', 'scripts/restore-drill.ts'], {
          env: { TEST_DATABASE_URL: databaseUrl },
        }),
      );
    }
  },
};

const stage = process.argv[2];
if (!(stage in stages)) {
  console.error(`Usage: node scripts/ci.mjs ${Object.keys(stages).join('|')}`);
  process.exit(2);
}
const started = performance.now();
const timings = createTimings();
await stages[stage](timings.step);
console.log(timingTable(`.ci/run, ${stage}: time per step`, timings.steps, (performance.now() - started) / 1000));
const failed = timings.steps.filter((s) => !s.ok).map((s) => s.name);
if (failed.length > 0) {
  console.error(`\n${stage} failed: ${failed.join(', ')}.`);
  process.exit(1);
}
