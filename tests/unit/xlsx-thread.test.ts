import diagnostics from 'node:diagnostics_channel';
import { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamXlsxBySize, XLSX_THREAD_MIN_ROWS } from '../../src/server/lib/xlsx-thread.ts';
import { streamXlsx, type CellValue, type SheetColumn } from '../../src/server/lib/xlsx-writer.ts';
import { unzipEntries } from '../helpers/unzip.ts';

/** Every file of a zip by name, as text. */
const unzip = async (bytes: Buffer) =>
  new Map([...(await unzipEntries(bytes))].map(([name, content]) => [name, content.toString('utf8')]));

/** Threads started while the tests run: Node's own channel tells of each new worker thread. */
let threadsStarted = 0;
const counted = () => (threadsStarted += 1);
beforeAll(() => diagnostics.subscribe('worker_threads', counted));
afterAll(() => diagnostics.unsubscribe('worker_threads', counted));

const columns: SheetColumn[] = [
  { header: 'Name' },
  { header: 'Gross', numFmt: '£#,##0.00', width: 12 },
  { header: 'Paid on', numFmt: 'dd/mm/yyyy' },
  { header: 'Authorised' },
];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const rowsOf = (count: number): CellValue[][] =>
  Array.from({ length: count }, (_, i) => [
    i % 7 === 0 ? `=Ann & <Bob> ${i}` : `Worker ${i}`,
    i * 1.25,
    i % 5 === 0 ? null : day('2026-11-27'),
    i % 2 === 0,
  ]);

/** Batches of `size` rows; `state` records how many were read and whether the source was closed. */
function batchesOf(rows: CellValue[][], size: number, state = { read: 0, closed: false }, failAfter = Infinity) {
  return (async function* () {
    try {
      for (let i = 0; i < rows.length; i += size) {
        if (state.read === failAfter) throw new Error('database went away');
        state.read += 1;
        yield rows.slice(i, i + size);
      }
    } finally {
      state.closed = true;
    }
  })();
}

describe('a big .xlsx written in a work thread (docs/decisions/0029-parsing-in-a-thread.md)', () => {
  it('holds the same sheets as the one written on the event loop, rows across sheets included', async () => {
    const rows = rowsOf(XLSX_THREAD_MIN_ROWS + 1_234);
    const sheet = { sheetName: 'Payroll', columns, rowsPerSheet: 4_000 };
    const before = threadsStarted;
    const threaded = await unzip(await buffer(streamXlsxBySize({ ...sheet, batches: batchesOf(rows, 250) })));
    expect(threadsStarted - before).toBe(1);
    const onLoop = await unzip(await buffer(streamXlsx({ ...sheet, batches: batchesOf(rows, 250) })));
    for (const part of ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/styles.xml', 'xl/workbook.xml'])
      expect(threaded.get(part), part).toBe(onLoop.get(part));
    expect(threaded.get('xl/worksheets/sheet2.xml')).toContain(`<row r="${rows.length - 4_000 + 1}"`);
  });

  it('is not used for fewer rows than XLSX_THREAD_MIN_ROWS: they are written on the event loop', async () => {
    const rows = rowsOf(XLSX_THREAD_MIN_ROWS - 1);
    const before = threadsStarted;
    const files = await unzip(
      await buffer(streamXlsxBySize({ sheetName: 'S', columns, batches: batchesOf(rows, 300) })),
    );
    expect(threadsStarted - before).toBe(0);
    expect(files.get('xl/worksheets/sheet1.xml')).toContain(`<row r="${rows.length + 1}"`);
  });

  it('breaks the download with the reading’s own error when a read fails after the thread started', async () => {
    const state = { read: 0, closed: false };
    const file = streamXlsxBySize({ sheetName: 'S', columns, batches: batchesOf(rowsOf(20_000), 1_000, state, 8) });
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await expect(pipeline(file, sink)).rejects.toThrow('database went away');
    expect(state.closed).toBe(true);
  });

  it('stops reading when the download goes away', async () => {
    const state = { read: 0, closed: false };
    const file = streamXlsxBySize({ sheetName: 'S', columns, batches: batchesOf(rowsOf(200_000), 500, state) });
    let bytes = 0;
    for await (const chunk of file) {
      bytes += (chunk as Buffer).length;
      if (bytes > 0) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.closed).toBe(true);
    expect(state.read).toBeLessThan(400);
  });
});
