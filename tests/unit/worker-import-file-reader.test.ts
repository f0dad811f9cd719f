import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectImportFileKind,
  GIVE_WAY_ROWS,
  ImportFileError,
  importFileMessages,
  type ImportFileKind,
  type ImportFileRow,
  type ReadImportFileOptions,
} from '../../src/server/modules/worker-import/file-reader.ts';
import { readImportFile } from '../helpers/import-file.ts';
import { importMessages } from '../../src/shared/api/worker-import.ts';
import { docBytes, zipBytes } from '../fixtures/documents.ts';

// docs/domain.md "Bulk worker import": .csv and .xlsx only, the first non-empty row is the
// header, formulas read as their cached values, headers made unique, the spreadsheet's row numbers.

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-import-reader-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
const writeFile = (name: string, content: string | Buffer) => {
  const file = path.join(dir, `${++fileCount}-${name}`);
  fs.writeFileSync(file, content);
  return file;
};

async function writeWorkbook(build: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  const file = path.join(dir, `${++fileCount}-workbook.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

async function read(file: string, kind: ImportFileKind, options?: ReadImportFileOptions) {
  const rows: ImportFileRow[] = [];
  const batches: number[] = [];
  const result = await readImportFile(
    file,
    kind,
    async (batch) => {
      batches.push(batch.length);
      rows.push(...batch);
    },
    options,
  );
  return { ...result, rows, batches };
}

async function readError(file: string, kind: ImportFileKind, options?: ReadImportFileOptions): Promise<Error> {
  const error = await read(file, kind, options).then(
    () => new Error('read without an error'),
    (e: unknown) => e as Error,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error;
}

const head = (file: string) => fs.readFileSync(file).subarray(0, 64 * 1024);

/** The head of a small PDF, as a scanner writes it: printable, with high bytes and no NUL. */
const pdfBytes = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

describe('detectImportFileKind', () => {
  const csv = Buffer.from('\uFEFFForename,Surname\r\nJohn,Smith\r\n');

  it.each([
    ['workers.csv', 'csv'],
    ['WORKERS.CSV', 'csv'],
    ['export 2025.01.csv', 'csv'],
  ] as const)('takes a text file named %s as %s', async (name, kind) => {
    expect(await detectImportFileKind(name, csv)).toBe(kind);
  });

  it('takes an .xlsx written by exceljs, whole or streamed', async () => {
    const whole = await writeWorkbook((wb) => wb.addWorksheet('W').addRow(['A']));
    expect(await detectImportFileKind('Workers.XLSX', head(whole))).toBe('xlsx');
    const streamed = path.join(dir, 'streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: streamed });
    writer.addWorksheet('W').addRow(['A']).commit();
    await writer.commit();
    expect(await detectImportFileKind('streamed.xlsx', head(streamed))).toBe('xlsx');
  });

  const docx = zipBytes([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);
  it.each([
    ['an .xls', 'workers.xls', docBytes()],
    ['an .xls renamed .xlsx', 'workers.xlsx', docBytes()],
    ['an .xls renamed .csv', 'workers.csv', docBytes()],
    ['a text file named .xlsx', 'workers.xlsx', csv],
    ['a zip that is not a workbook', 'workers.xlsx', docx],
    ['a .docx', 'workers.docx', docx],
    ['a workbook named .csv', 'workers.csv', zipBytes([{ name: 'xl/workbook.xml', data: '<workbook/>' }])],
    ['a UTF-16 CSV', 'workers.csv', Buffer.from('\uFEFFForename,Surname\r\n', 'utf16le')],
    ['a text file', 'workers.txt', csv],
    ['a name without an extension', 'workers', csv],
    ['an empty .xlsx', 'workers.xlsx', Buffer.alloc(0)],
    ['a PDF named .csv (no NUL in its head)', 'workers.csv', pdfBytes],
    ['a gzip named .csv', 'workers.csv', Buffer.from('1f8b0800000000000003', 'hex')],
    ['text with control bytes', 'workers.csv', Buffer.from('Forename,Surname\x01\x02\r\n')],
  ])('refuses %s', async (_what, name, bytes) => {
    await expect(detectImportFileKind(name, bytes)).rejects.toThrow(
      new ImportFileError(importMessages.invalidFileType),
    );
  });

  it("says the spec's words", async () => {
    await expect(detectImportFileKind('a.xls', docBytes())).rejects.toThrow(
      'Invalid file type - Please upload a CSV or Excel file (.csv, .xlsx)',
    );
  });
});

describe('reading a CSV', () => {
  it('drops the BOM, reads CRLF, quoted commas, quotes and line breaks, and trims cells', async () => {
    const file = writeFile(
      'quoted.csv',
      '\uFEFFForename,Surname,Notes\r\n  John ,"Smith, Jr","Line one\r\nline ""two"""\r\nAnn,Lee,plain\r\n',
    );
    const { headers, totalRows, rows } = await read(file, 'csv');
    expect(headers).toEqual(['Forename', 'Surname', 'Notes']);
    expect(totalRows).toBe(2);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['John', 'Smith, Jr', 'Line one\r\nline "two"'] },
      { rowNumber: 3, cells: ['Ann', 'Lee', 'plain'] },
    ]);
  });

  it('detects semicolons', async () => {
    const file = writeFile('semicolon.csv', 'Forename;Surname;Notes\nJohn;Smith;"a; b, c"\n');
    const { headers, rows } = await read(file, 'csv');
    expect(headers).toEqual(['Forename', 'Surname', 'Notes']);
    expect(rows).toEqual([{ rowNumber: 2, cells: ['John', 'Smith', 'a; b, c'] }]);
  });

  it('reads UTF-8 names, and a file that is not UTF-8 as Windows-1252', async () => {
    const utf8 = writeFile('utf8.csv', 'Forename,City\nŁukasz,Zürich\n');
    expect((await read(utf8, 'csv')).rows[0]?.cells).toEqual(['Łukasz', 'Zürich']);
    const ansi = writeFile('ansi.csv', Buffer.from('Forename,City\nJos\xe9,Z\xfcrich \xa3\n', 'latin1'));
    expect((await read(ansi, 'csv')).rows[0]?.cells).toEqual(['José', 'Zürich £']);
  });

  it("takes the first non-empty row as the header and keeps the file's row numbers", async () => {
    const file = writeFile('blank-lines.csv', '\n,,\nForename,Surname\nJohn,Smith\n\n , \nAnn,Lee\n,,,\n\n');
    const { headers, totalRows, rows } = await read(file, 'csv');
    expect(headers).toEqual(['Forename', 'Surname']);
    expect(totalRows).toBe(2);
    expect(rows.map((r) => r.rowNumber)).toEqual([4, 7]);
  });

  it('counts a record with a line break in a quoted cell as one row', async () => {
    const file = writeFile('multiline.csv', 'A,B\n"x\ny\nz",1\nlast,2\n');
    expect((await read(file, 'csv')).rows.map((r) => r.rowNumber)).toEqual([2, 3]);
  });

  it("ends the columns at the header's last cell and gives every row one cell per column", async () => {
    const file = writeFile('widths.csv', 'A,B,C,,\n1,2,3,4,5\n1\n1,,3,,\n');
    const { headers, rows } = await read(file, 'csv');
    expect(headers).toEqual(['A', 'B', 'C']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['1', '2', '3'],
      ['1', '', ''],
      ['1', '', '3'],
    ]);
  });

  it('makes headers unique: a repeat, an empty one, __proto__ and constructor', async () => {
    const file = writeFile('headers.csv', 'Notes,,__proto__,Notes,constructor,Last\n1,2,3,4,5,6\n');
    const { headers, rows } = await read(file, 'csv');
    expect(headers).toEqual(['Notes', 'Column 2', '__proto__', 'Notes (2)', 'constructor', 'Last']);
    expect(rows[0]?.cells).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('reads a file without a final line break and a one-column file', async () => {
    expect((await read(writeFile('no-eol.csv', 'A,B\r\n1,2'), 'csv')).rows).toEqual([
      { rowNumber: 2, cells: ['1', '2'] },
    ]);
    const single = await read(writeFile('single.csv', 'Email\na@b.co\n'), 'csv');
    expect(single.headers).toEqual(['Email']);
    expect(single.rows).toEqual([{ rowNumber: 2, cells: ['a@b.co'] }]);
  });

  it('reads a file larger than one chunk, with a record across the chunk boundary', async () => {
    const line = (i: number) => `Row ${i},"quoted, ${'x'.repeat(40)}\n${i}",${i}\n`;
    const body = Array.from({ length: 8000 }, (_, i) => line(i)).join('');
    const file = writeFile('large.csv', `A,B,C\n${body}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(512 * 1024);
    const { totalRows, rows } = await read(file, 'csv');
    expect(totalRows).toBe(8000);
    expect(rows[7999]).toEqual({ rowNumber: 8001, cells: ['Row 7999', `quoted, ${'x'.repeat(40)}\n7999`, '7999'] });
    expect(rows.every((r, i) => r.cells[2] === String(i))).toBe(true);
  });

  it.each([
    ['an empty file', ''],
    ['a BOM alone', '\uFEFF'],
    ['blank lines', '\r\n\r\n , \r\n'],
    ['a header without rows', 'Forename,Surname\r\n,\r\n'],
  ])('refuses %s: no rows to import', async (_what, content) => {
    const error = await readError(writeFile('empty.csv', content), 'csv');
    expect(error.message).toBe('The file has no rows to import');
  });

  it('refuses an unclosed quote as a failed upload', async () => {
    const error = await readError(writeFile('unclosed.csv', 'A,B\n"open,1\n2,3\n'), 'csv');
    expect(error.message).toBe(importMessages.uploadFailed);
  });
});

describe('limits', () => {
  const rowsCsv = (count: number) => `A,B\n${Array.from({ length: count }, (_, i) => `${i},x`).join('\n')}\n`;

  it('takes exactly maxRows rows and refuses one more', async () => {
    expect((await read(writeFile('three.csv', rowsCsv(3)), 'csv', { maxRows: 3 })).totalRows).toBe(3);
    const error = await readError(writeFile('four.csv', rowsCsv(4)), 'csv', { maxRows: 3 });
    expect(error.message).toBe('The file has more than 3 rows. Split it and import each part.');
  });

  it('says 100,000 by default', () => {
    expect(importFileMessages.tooManyRows(100_000)).toBe(
      'The file has more than 100,000 rows. Split it and import each part.',
    );
  });

  it('does not count empty rows against the limit', async () => {
    const file = writeFile('blanks.csv', 'A\n1\n\n\n,\n2\n\n3\n');
    expect((await read(file, 'csv', { maxRows: 3 })).totalRows).toBe(3);
  });

  it('refuses a cell longer than 5,000 characters, naming its row', async () => {
    const file = writeFile('long.csv', `A,B\n1,ok\n2,${'x'.repeat(5001)}\n`);
    const error = await readError(file, 'csv');
    expect(error.message).toBe('Row 3 has a cell longer than 5,000 characters. Shorten it and upload the file again.');
    expect((await read(writeFile('just.csv', `A\n${'x'.repeat(5000)}\n`), 'csv')).totalRows).toBe(1);
  });

  it('refuses more than 500 columns', async () => {
    const header = Array.from({ length: 501 }, (_, i) => `C${i}`).join(',');
    const error = await readError(writeFile('wide.csv', `${header}\n1\n`), 'csv');
    expect(error.message).toBe(
      'The file has more than 500 columns. Remove the columns you do not need and upload it again.',
    );
  });
});

describe('batches', () => {
  it('hands rows over in batches and waits for each before reading on', async () => {
    const file = writeFile('batches.csv', `A\n${Array.from({ length: 5 }, (_, i) => i).join('\n')}\n`);
    const events: string[] = [];
    await readImportFile(
      file,
      'csv',
      async (batch) => {
        events.push(`start ${batch.map((r) => r.cells[0]).join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`end ${batch.map((r) => r.cells[0]).join('')}`);
      },
      { batchSize: 2 },
    );
    expect(events).toEqual(['start 01', 'end 01', 'start 23', 'end 23', 'start 4', 'end 4']);
  });

  it('tells the headers once, before the first rows', async () => {
    const file = writeFile('headers-first.csv', 'A,A\n1,2\n3,4\n');
    const events: string[] = [];
    await readImportFile(
      file,
      'csv',
      async (batch) => {
        events.push(`rows ${batch.length}`);
      },
      { batchSize: 1, onHeaders: (headers) => events.push(`headers ${headers.join('|')}`) },
    );
    expect(events).toEqual(['headers A|A (2)', 'rows 1', 'rows 1']);
  });

  it("passes the caller's own failure through unchanged", async () => {
    const file = writeFile('caller.csv', 'A\n1\n2\n');
    const failure = new Error('database down');
    await expect(readImportFile(file, 'csv', () => Promise.reject(failure), { batchSize: 1 })).rejects.toBe(failure);
  });

  it('refuses a file that is not there as a failed upload', async () => {
    const error = await readError(path.join(dir, 'missing.csv'), 'csv');
    expect(error.message).toBe(importMessages.uploadFailed);
    const missingWorkbook = await readError(path.join(dir, 'missing.xlsx'), 'xlsx');
    expect(missingWorkbook.message).toBe(importMessages.uploadFailed);
  });
});

describe('reading an .xlsx', () => {
  it('reads cells as text: numbers, dates, formulas, rich text, hyperlinks, booleans and errors', async () => {
    const file = await writeWorkbook((wb) => {
      const sheet = wb.addWorksheet('Workers');
      sheet.addRow(['Text', 'Phone', 'Small', 'Sum', 'Born', 'Formula', 'Rich', 'Link', 'Flag', 'Error', 'Uncached']);
      sheet.addRow([
        '  padded  ',
        7700900123,
        1.5e-7,
        0.1 + 0.2,
        new Date(Date.UTC(1990, 4, 17)),
        { formula: 'LOWER(A2)', result: 'amy.jones@example.com' },
        { richText: [{ text: 'Amy ' }, { font: { bold: true }, text: 'Jones' }] },
        { text: 'Website', hyperlink: 'https://example.com' },
        true,
        { error: '#N/A' },
        { formula: 'B2*2' },
      ]);
      sheet.getCell('E2').numFmt = 'dd/mm/yyyy';
    });
    const { headers, rows } = await read(file, 'xlsx');
    expect(headers).toHaveLength(11);
    expect(rows).toEqual([
      {
        rowNumber: 2,
        cells: [
          'padded',
          '7700900123',
          '0.00000015',
          '0.3',
          '1990-05-17',
          'amy.jones@example.com',
          'Amy Jones',
          'Website',
          'TRUE',
          '',
          '',
        ],
      },
    ]);
  });

  it('reads a date cell as its day whatever the time zone (exceljs dates are UTC midnight)', async () => {
    const file = await writeWorkbook((wb) => {
      const sheet = wb.addWorksheet('W');
      sheet.addRow(['Born']);
      for (const day of [Date.UTC(1990, 0, 1), Date.UTC(1990, 6, 1), Date.UTC(2024, 2, 31)]) {
        sheet.addRow([new Date(day)]).getCell(1).numFmt = 'dd/mm/yyyy';
      }
    });
    expect((await read(file, 'xlsx')).rows.map((r) => r.cells[0])).toEqual(['1990-01-01', '1990-07-01', '2024-03-31']);
  });

  it("reads the first sheet with data, the header where it starts, and the sheet's row numbers", async () => {
    const file = await writeWorkbook((wb) => {
      wb.addWorksheet('Cover').getCell('A1').value = '';
      const sheet = wb.addWorksheet('Workers');
      sheet.getRow(3).values = ['Forename *', 'Notes', '__proto__', 'Notes', '', ''];
      sheet.getRow(4).values = ['John', 'a', 'b', 'c'];
      sheet.getRow(6).values = ['', ' ', ''];
      sheet.getRow(7).values = ['Ann', '', '', '', '', 'past the header'];
      sheet.getRow(9).values = ['', ''];
      wb.addWorksheet('Later').addRow(['Other', 'Sheet']);
    });
    const { headers, totalRows, rows } = await read(file, 'xlsx');
    expect(headers).toEqual(['Forename *', 'Notes', '__proto__', 'Notes (2)']);
    expect(totalRows).toBe(2);
    expect(rows).toEqual([
      { rowNumber: 4, cells: ['John', 'a', 'b', 'c'] },
      { rowNumber: 7, cells: ['Ann', '', '', ''] },
    ]);
  });

  it('refuses a workbook without rows', async () => {
    const file = await writeWorkbook((wb) => {
      wb.addWorksheet('Empty');
      wb.addWorksheet('Header only').addRow(['Forename', 'Surname']);
    });
    expect((await readError(file, 'xlsx')).message).toBe('The file has no rows to import');
  });

  it('limits rows in a workbook too', async () => {
    const file = await writeWorkbook((wb) => {
      const sheet = wb.addWorksheet('W');
      sheet.addRow(['A']);
      for (let i = 0; i < 4; i++) sheet.addRow([i]);
    });
    expect((await readError(file, 'xlsx', { maxRows: 3 })).message).toBe(
      'The file has more than 3 rows. Split it and import each part.',
    );
  });

  describe('refuses a damaged workbook as a failed upload', () => {
    let sound: Buffer;
    beforeAll(async () => {
      const file = await writeWorkbook((wb) => {
        const sheet = wb.addWorksheet('W');
        sheet.addRow(['Name', 'Number']);
        for (let i = 0; i < 2000; i++) sheet.addRow([`name ${i * 7919}`, i * 13]);
      });
      sound = fs.readFileSync(file);
    });

    it.each([
      ['cut short', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.7))],
      [
        'with damaged sheet data',
        (bytes: Buffer) => {
          const damaged = Buffer.from(bytes);
          const sheet = damaged.indexOf('xl/worksheets/sheet1.xml');
          for (let i = 0; i < 64; i++) damaged[sheet + 400 + i] = (damaged[sheet + 400 + i]! + 77) & 0xff;
          return damaged;
        },
      ],
      [
        'a zip with a workbook entry that is not XML',
        () =>
          zipBytes([
            { name: 'xl/workbook.xml', data: 'not xml <<<' },
            { name: 'xl/worksheets/sheet1.xml', data: '<<' },
          ]),
      ],
    ])('%s', async (_what, damage) => {
      const file = writeFile('damaged.xlsx', damage(sound));
      const error = await readError(file, 'xlsx');
      expect(error.message).toBe(importMessages.uploadFailed);
    });
  });
});

describe('turns for other users while reading', () => {
  it('gives way every GIVE_WAY_ROWS rows read, and reads every row', async () => {
    const lines = ['First Name,Last Name', ...Array.from({ length: 1000 }, (_, i) => `Ann${i},Lee`)];
    const file = writeFile('many.csv', lines.join('\n'));
    let turns = 0;
    const { rows, totalRows } = await read(file, 'csv', { between: async () => void (turns += 1) });
    expect(totalRows).toBe(1000);
    expect(rows.at(-1)?.cells).toEqual(['Ann999', 'Lee']);
    // 1,001 rows read with the header: a turn after each 200th.
    expect(turns).toBe(Math.floor(1001 / GIVE_WAY_ROWS));
  });
});
