import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/lib/app-error.ts';
import { localInbox, THREAD_MIN_BYTES, type Sending } from '../../src/server/lib/work-thread.ts';
import { payrollFileParts, readPayrollUpload } from '../../src/server/modules/payroll/payroll-checks.ts';
import {
  checkedFileItems,
  checkedImportFile,
  type CheckedFileItem,
} from '../../src/server/modules/worker-import/checked-file.ts';
import {
  ImportFileError,
  importFileMessages,
  type ImportFileKind,
} from '../../src/server/modules/worker-import/file-reader.ts';
import { payrollMessages } from '../../src/shared/api/payroll.ts';
import { suggestMappings } from '../../src/shared/domain/worker-import/header-mapping.ts';
import { generateImportFile, templateHeaders } from '../fixtures/worker-import/generate-import-file.ts';
import { payrollCsv, samePayRows } from '../helpers/payroll.ts';

// docs/decisions/0029-parsing-in-a-thread.md: a file of THREAD_MIN_BYTES or more is parsed in a
// work thread; what comes back is what the same reader gives on the event loop, refusals included.
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parsing-in-a-thread-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every item of a checked import, the headers answered with the suggested mapping. */
async function allItems(items: Sending<CheckedFileItem>) {
  const all: CheckedFileItem[] = [];
  for await (const item of items) {
    all.push(item);
    if ('headers' in item) items.send(suggestMappings(item.headers));
  }
  return all;
}

describe('an import file read and cleaned in a thread', () => {
  it.each<ImportFileKind>(['csv', 'xlsx'])(
    'gives the headers, the cleaned rows and the reading of a %s as the event loop does',
    async (kind) => {
      const file = path.join(dir, `checked.${kind}`);
      await generateImportFile({ rows: 8_000, format: kind, path: file, seed: 11 });
      expect(fs.statSync(file).size).toBeGreaterThanOrEqual(THREAD_MIN_BYTES);
      const options = { maxRows: 10_000, batchSize: 1000 };
      const threaded = await allItems(await checkedFileItems(file, kind, options));
      const { inbox, send } = localInbox();
      const here = await allItems(Object.assign(checkedImportFile(file, kind, options, inbox), { send }));

      const rows = (items: CheckedFileItem[]) => items.flatMap((item) => ('rows' in item ? item.rows : []));
      expect(threaded[0]).toEqual(here[0]);
      expect(threaded[0]).toMatchObject({ headers: expect.arrayContaining(templateHeaders.slice(0, 5)) as unknown });
      expect(rows(threaded)).toHaveLength(8_000);
      expect(rows(threaded)[0]!.result.values).toMatchObject({ firstName: expect.any(String) as unknown });
      expect(rows(threaded)).toEqual(rows(here));
      expect(threaded.at(-1)).toEqual(here.at(-1));
      expect(threaded.at(-1)).toMatchObject({ read: { totalRows: 8_000, headerRowNumber: 1 } });
    },
  );

  it('refuses a file past the row limit with the same ImportFileError', async () => {
    const file = path.join(dir, 'too-long.csv');
    await generateImportFile({ rows: 8_000, format: 'csv', path: file, seed: 12 });
    const error = await allItems(await checkedFileItems(file, 'csv', { maxRows: 5_000, batchSize: 1000 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe(importFileMessages.tooManyRows(5_000));
  });
});

describe('a payroll file read in a thread', () => {
  const rows = samePayRows(Array.from({ length: 12_000 }, (_, i) => `PT${String(i).padStart(6, '0')}A`));
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return { path: file, originalName: name, sizeBytes: fs.statSync(file).size };
  };

  it('gives the records and refused rows the reader on the event loop gives', async () => {
    // Row 3 repeats row 2's NI number and pay date; row 5 has only its first three cells.
    const withErrors = rows.map((row, i) => (i === 1 ? [...rows[0]!] : i === 3 ? [row[0]!, row[1]!, ''] : row));
    const file = write('payroll.csv', payrollCsv(withErrors));
    expect(file.sizeBytes).toBeGreaterThanOrEqual(THREAD_MIN_BYTES);

    const threaded = await readPayrollUpload(file);
    const here = { records: [] as unknown[], errors: [] as unknown[] };
    for await (const part of payrollFileParts(file.path, file.originalName))
      if ('records' in part) here.records.push(...part.records);
      else here.errors.push(...part.errors);

    expect(threaded.records).toHaveLength(11_998);
    expect([...new Set(threaded.errors.map((e) => e.row))]).toEqual([3, 5]);
    expect(threaded).toEqual(here);
  });

  it('refuses a file without a column with the same 400, nothing read', async () => {
    const file = write(
      'no-ni.csv',
      payrollCsv(
        [...rows, ...rows].map((row) => row.slice(1)),
        ['Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay'],
      ),
    );
    expect(file.sizeBytes).toBeGreaterThanOrEqual(THREAD_MIN_BYTES);
    const error = await readPayrollUpload(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: payrollMessages.missingColumns(['NI Number']) });
  });
});
