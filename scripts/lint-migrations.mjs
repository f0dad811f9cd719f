// The migration linter (docs/decisions/0027-migration-linter.md), run by `node scripts/ci.mjs checks`:
//   node scripts/lint-migrations.mjs            every migration in drizzle/ but the baseline's
//   node scripts/lint-migrations.mjs FILE...    the files named (tests/unit/migration-lint.test.ts)
// Squawk checks each file with .squawk.toml's rules (drizzle's migrator applies every pending
// migration in one transaction, and squawk is told so). Two rules of ours come first: no
// CONCURRENTLY (it cannot run in that transaction), and every squawk-ignore comment has its reason
// on the comment line above it. The baseline (scripts/migration-lint-baseline.json) names the
// migrations written before the linter, each with a reason; it is closed after its `through`.
// Exits 1 on any problem. Plain Node, like scripts/ci.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baselineFile = 'scripts/migration-lint-baseline.json';
// Squawk's own binary, from the npm registry's package for this machine (only linux-x64 is pinned in
// package.json's optionalDependencies: the registry we install from has no other).
const platformPackage = `@squawk-cli/${process.platform}-${process.arch}`;
const squawk = path.join(root, 'node_modules', ...platformPackage.split('/'), 'bin', 'squawk');

/** The files to check, and what is wrong with the baseline itself. */
function chosenFiles(args) {
  if (args.length > 0) return { files: args, problems: [], left: 0 };
  const baseline = JSON.parse(fs.readFileSync(path.join(root, baselineFile), 'utf8'));
  const all = fs
    .readdirSync(path.join(root, 'drizzle'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const problems = [];
  for (const [file, reason] of Object.entries(baseline.files)) {
    if (!all.includes(file)) problems.push(`${baselineFile} names ${file}, which is not in drizzle/`);
    if (file.replace(/\.sql$/, '') > baseline.through)
      problems.push(
        `${baselineFile} names ${file}, newer than ${baseline.through}: a new migration must pass, not be left out`,
      );
    if (typeof reason !== 'string' || reason.trim() === '')
      problems.push(`${baselineFile} gives no reason for ${file}`);
  }
  const files = all.filter((f) => !(f in baseline.files)).map((f) => `drizzle/${f}`);
  return { files, problems, left: Object.keys(baseline.files).length };
}

/** Our own rules, which squawk cannot know. */
function ownRules(file) {
  const problems = [];
  const lines = fs.readFileSync(path.resolve(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const code = line.replace(/--.*$/, '');
    if (/\bconcurrently\b/i.test(code))
      problems.push(
        `${file}:${i + 1}: CONCURRENTLY cannot run inside the transaction the migrator applies every migration in (docs/operations.md, "Upgrading with zero downtime")`,
      );
    if (/^\s*--\s*squawk-ignore/.test(line)) {
      const above = lines[i - 1] ?? '';
      if (!/^\s*--\s*\S/.test(above) || /^\s*--\s*squawk-ignore/.test(above))
        problems.push(`${file}:${i + 1}: a squawk-ignore needs its reason on the comment line above it`);
    }
  });
  return problems;
}

const { files, problems, left } = chosenFiles(process.argv.slice(2));
for (const file of files) problems.push(...ownRules(file));
for (const problem of problems) console.error(problem);

let squawkFailed = false;
if (files.length > 0) {
  if (!fs.existsSync(squawk)) {
    console.error(`Squawk is not installed for this machine (${platformPackage}): the migration lint needs linux-x64.`);
    process.exit(1);
  }
  const result = spawnSync(squawk, ['--config', '.squawk.toml', '--reporter', 'gcc', ...files], {
    cwd: root,
    stdio: 'inherit',
  });
  squawkFailed = result.status !== 0;
  if (squawkFailed) console.error('Each rule is explained at https://squawkhq.com/docs/<rule name>.');
}

const baselined = left > 0 ? ` (${left} older ones left out by ${baselineFile})` : '';
if (problems.length > 0 || squawkFailed) {
  console.error(`Migration lint failed on ${files.length} migration file(s)${baselined}.`);
  process.exit(1);
}
console.log(`Migration lint: ${files.length} migration file(s) pass${baselined}.`);
