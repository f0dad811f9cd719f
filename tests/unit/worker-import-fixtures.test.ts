import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectImportFileKind,
  type ImportFileKind,
  type ImportFileRow,
} from '../../src/server/modules/worker-import/file-reader.ts';
import { readImportFile } from '../helpers/import-file.ts';
import { inFileDuplicates } from '../../src/shared/domain/worker-import/duplicates.ts';
import { checkMappings, suggestMappings } from '../../src/shared/domain/worker-import/header-mapping.ts';
import { cleanImportRow, importPlan } from '../../src/shared/domain/worker-import/row-cleaning.ts';
import { generateImportFile, templateHeaders } from '../fixtures/worker-import/generate-import-file.ts';
import {
  messyHeaders,
  messyMappings,
  messyWorkerRows,
  writeMessyWorkers,
} from '../fixtures/worker-import/messy-workers.ts';

// The whole rule chain on real files: read, auto-map, clean, find duplicates (docs/domain.md).

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-import-fixtures-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function importFile(file: string, name = path.basename(file)) {
  const kind: ImportFileKind = await detectImportFileKind(name, fs.readFileSync(file).subarray(0, 64 * 1024));
  const rows: ImportFileRow[] = [];
  const { headers, totalRows } = await readImportFile(file, kind, async (batch) => {
    rows.push(...batch);
  });
  const mappings = suggestMappings(headers);
  const plan = importPlan(headers, mappings);
  const cleaned = rows.map((row, rowIndex) => ({ ...row, rowIndex, ...cleanImportRow(plan, row.cells) }));
  const duplicates = inFileDuplicates(cleaned);
  return { kind, headers, totalRows, mappings, cleaned, duplicates };
}

describe('messy-workers.xlsx', () => {
  let result: Awaited<ReturnType<typeof importFile>>;
  beforeAll(async () => {
    const file = path.join(dir, 'messy-workers.xlsx');
    await writeMessyWorkers(file);
    result = await importFile(file);
  });

  it('reads as a workbook with unique headers, the empty trailing column dropped', () => {
    expect(result.kind).toBe('xlsx');
    expect(result.headers).toEqual([...messyHeaders]);
  });

  it('auto-maps as described, Notes (2), __proto__ and Full Name to nothing', () => {
    expect(result.mappings).toEqual(messyMappings);
    expect(checkMappings(result.headers, result.mappings)).toMatchObject({ missingRequired: [], problems: [] });
  });

  it("skips the empty rows and keeps the sheet's row numbers", () => {
    const expected = messyWorkerRows.filter((row) => row.cells !== null).map((row) => row.rowNumber);
    expect(result.cleaned.map((row) => row.rowNumber)).toEqual(expected);
    expect(result.totalRows).toBe(expected.length);
  });

  it.each(messyWorkerRows.filter((row) => row.cells !== null))('row $rowNumber: $label', (expected) => {
    const row = result.cleaned.find((r) => r.rowNumber === expected.rowNumber)!;
    expect(row.errors).toEqual(expected.errors);
    expect(row.warnings).toEqual(expected.warnings);
    expect(result.duplicates.get(row.rowIndex) ?? null).toBe(expected.duplicateReason);
  });

  it('reads the formula e-mail from its cached result and date cells as days', () => {
    const formulaRow = result.cleaned.find((r) => r.rowNumber === 18)!;
    expect(formulaRow.values.email).toBe('amy.jones@example.com');
    const dateRow = result.cleaned.find((r) => r.rowNumber === 15)!;
    expect(dateRow.values).toMatchObject({ dateOfBirth: '1985-12-31', workStartDate: '2025-01-06' });
  });
});

describe('clean-workers.csv', () => {
  it('is eight valid rows under the template headers, nothing to warn about, no duplicates', async () => {
    const result = await importFile(path.join(import.meta.dirname, '../fixtures/worker-import/clean-workers.csv'));
    expect(result.kind).toBe('csv');
    expect(result.headers).toEqual(templateHeaders);
    expect(result.totalRows).toBe(8);
    expect(result.cleaned.flatMap((row) => [...row.errors, ...row.warnings])).toEqual([]);
    expect(result.duplicates.size).toBe(0);
    expect(result.cleaned[2]?.values).toMatchObject({ lastName: 'Stankevičius', nationality: 'LITHUANIAN' });
  });
});

describe('generateImportFile', () => {
  it.each(['csv', 'xlsx'] as const)('writes valid, unique, template-headed rows as .%s', async (format) => {
    const file = path.join(dir, `generated.${format}`);
    await generateImportFile({ rows: 300, format, path: file, seed: 3 });
    const result = await importFile(file);
    expect(result.headers).toEqual(templateHeaders);
    expect(result.totalRows).toBe(300);
    expect(result.cleaned.flatMap((row) => row.errors)).toEqual([]);
    expect(result.duplicates.size).toBe(0);
    expect(new Set(result.cleaned.map((row) => row.niKey)).size).toBe(300);
    expect(new Set(result.cleaned.map((row) => row.emailKey)).size).toBe(300);
    expect(result.cleaned.map((row) => row.rowNumber)).toEqual(Array.from({ length: 300 }, (_, i) => i + 2));
  });

  it('gives the same rows for the same seed in both formats, other rows for another seed', async () => {
    const cellsOf = async (format: 'csv' | 'xlsx', seed: number) => {
      const file = path.join(dir, `seeded-${seed}.${format}`);
      await generateImportFile({ rows: 20, format, path: file, seed });
      return (await importFile(file)).cleaned.map((row) => row.cells);
    };
    const csv = await cellsOf('csv', 9);
    expect(await cellsOf('xlsx', 9)).toEqual(csv);
    expect(await cellsOf('csv', 9)).toEqual(csv);
    expect(await cellsOf('csv', 10)).not.toEqual(csv);
  });

  it('writes only the first columns when asked', async () => {
    const file = path.join(dir, 'narrow.csv');
    await generateImportFile({ rows: 2, format: 'csv', path: file, columns: 12 });
    const result = await importFile(file);
    expect(result.headers).toEqual(templateHeaders.slice(0, 12));
    expect(result.cleaned[0]?.cells).toHaveLength(12);
  });
});
