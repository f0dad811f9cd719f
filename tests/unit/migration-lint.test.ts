import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => `tests/fixtures/migrations/${name}.sql`;

/** Runs the linter of `node scripts/ci.mjs checks` on the files named (none: drizzle/ less the baseline). */
function lint(files: string[] = []) {
  const result = spawnSync(process.execPath, ['scripts/lint-migrations.mjs', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the migration linter (squawk over drizzle/*.sql)', () => {
  it('passes every migration of drizzle/ except the baselined older ones', () => {
    const { status, output } = lint();
    expect(output).toMatch(
      /^Migration lint: \d+ migration file\(s\) pass \(16 older ones left out by scripts\/migration-lint-baseline\.json\)\.$/m,
    );
    expect(status).toBe(0);
  });

  it('fails a new NOT NULL column without a default (old instances still insert rows without it)', () => {
    const { status, output } = lint([fixture('required-column')]);
    expect(status).toBe(1);
    expect(output).toContain('tests/fixtures/migrations/required-column.sql:1:22: warning: adding-required-field');
    expect(output).toContain('Migration lint failed on 1 migration file(s).');
  });

  it('fails an index built on an existing table without CONCURRENTLY (writes wait for the build)', () => {
    const { status, output } = lint([fixture('index-on-existing-table')]);
    expect(status).toBe(1);
    expect(output).toContain('warning: require-concurrent-index-creation');
  });

  it('fails CONCURRENTLY too: the migrator applies migrations inside a transaction, where it cannot run', () => {
    const { status, output } = lint([fixture('index-concurrently')]);
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/migrations/index-concurrently.sql:2: CONCURRENTLY cannot run inside the transaction the migrator applies every migration in (docs/operations.md, "Upgrading with zero downtime")',
    );
  });

  it('fails a squawk-ignore comment without its reason on the line above', () => {
    const { status, output } = lint([fixture('ignore-without-reason')]);
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/migrations/ignore-without-reason.sql:1: a squawk-ignore needs its reason on the comment line above it',
    );
  });

  it('passes an expand step: a new table and its index, a nullable column, a constant default, a reasoned ignore', () => {
    const { status, output } = lint([fixture('expand')]);
    expect(output.trim()).toBe('Migration lint: 1 migration file(s) pass.');
    expect(status).toBe(0);
  });

  it('keeps a closed baseline: older migrations only, each with a reason, each still breaking a rule', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(root, 'scripts/migration-lint-baseline.json'), 'utf8')) as {
      through: string;
      files: Record<string, string>;
    };
    const files = Object.keys(baseline.files);
    for (const file of files) {
      expect(file.replace(/\.sql$/, '') <= baseline.through, file).toBe(true);
      expect(baseline.files[file]!.length, file).toBeGreaterThan(20);
    }
    const { status, output } = lint(files.map((f) => `drizzle/${f}`));
    expect(status).toBe(1);
    for (const file of files) expect(output, `${file} passes now: take it out of the baseline`).toContain(file);
  });
});
