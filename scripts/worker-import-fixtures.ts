import { parseArgs } from 'node:util';
import { generateImportFile } from '../tests/fixtures/worker-import/generate-import-file.ts';
import { writeMessyWorkers } from '../tests/fixtures/worker-import/messy-workers.ts';

/**
 * Import files for trying the bulk import by hand and for the benchmark:
 *   tsx scripts/worker-import-fixtures.ts --rows 100000 --format xlsx --out workers-100k.xlsx [--seed 1]
 *   tsx scripts/worker-import-fixtures.ts --messy --out messy-workers.xlsx
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000' },
    format: { type: 'string', default: 'xlsx' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    messy: { type: 'boolean', default: false },
  },
});

if (!values.out) throw new Error('--out <file> is required');
const started = performance.now();
if (values.messy) {
  await writeMessyWorkers(values.out);
} else {
  if (values.format !== 'csv' && values.format !== 'xlsx') throw new Error('--format is csv or xlsx');
  const rows = Number(values.rows);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a whole number of at least 1');
  await generateImportFile({ rows, format: values.format, path: values.out, seed: Number(values.seed) });
}
console.log(`Wrote ${values.out} in ${Math.round(performance.now() - started)} ms`);
