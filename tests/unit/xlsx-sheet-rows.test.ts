import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { EXCEL_CELL_CHARACTERS } from '../../src/server/lib/xlsx-sheet-rows.ts';
import {
  continuedSheetName,
  EXCEL_DATA_ROWS_PER_SHEET,
  safeCell,
  streamXlsx,
  type CellValue,
  type SheetColumn,
} from '../../src/server/lib/xlsx-writer.ts';

/** Every file of a zip by name, as text. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, (await buffer(await zip.openReadStreamPromise(entry))).toString('utf8'));
  }
  return files;
}

/** The same sheet written the way exceljs writes rows itself: a Row and its Cells for every row. */
async function exceljsOwn(columns: readonly SheetColumn[], rows: CellValue[][]): Promise<Buffer> {
  const output = new PassThrough();
  const bytes = buffer(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.columns = columns.map((c) => ({ width: c.width ?? 15, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.addRow(columns.map((c) => safeCell(c.header))).commit();
  for (const row of rows) sheet.addRow(row.map((value) => (value === null ? undefined : safeCell(value)))).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

async function ours(columns: readonly SheetColumn[], rows: CellValue[][], batchSize = 2): Promise<Buffer> {
  async function* batches() {
    for (let i = 0; i < rows.length; i += batchSize) yield rows.slice(i, i + batchSize);
  }
  return buffer(streamXlsx({ sheetName: 'Sheet', columns, batches: batches() }));
}

const columns: SheetColumn[] = [
  { header: 'Name' },
  { header: 'Gross', numFmt: '£#,##0.00', width: 12 },
  { header: 'Paid on', numFmt: 'dd/mm/yyyy' },
  { header: 'Count' },
  { header: 'Authorised' },
  { header: 'Any date' },
];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Text that needs escaping, control characters, formula starts, whitespace, numbers of every shape. */
const awkwardRows: CellValue[][] = [
  ['Ann & <Bob> "quoted" \'single\'', 1234.5, day('2024-02-03'), 42, true, day('1999-12-31')],
  [' leading and trailing ', -0.01, day('1900-03-01'), 0, false, null],
  ['bell\u0007 tab\t CR\r LF\n DEL\u007f end', 1e21, null, -17, null, day('2099-12-31')],
  ['=SUM(A1:A2)', 0.1 + 0.2, day('2024-02-29'), 3.14159, true, 'text in a date column'],
  ['+44 7700 900123', 99999999.99, day('2026-11-26'), 1234567890123, false, 12],
  ['émigré £5 — “quotes” 😀', 0, day('2000-01-01'), 1e-7, true, true],
  [null, null, null, null, null, null],
  ['', 5, null, null, null, null],
  [null, null, null, null, null, 'only the last'],
  ['after an empty row', 1, day('2024-01-01'), 1, true, day('2024-01-01')],
];

describe('sheet rows written into exceljs', () => {
  it('gives the same bytes as exceljs writing the rows itself, for every part of the file but its timestamps', async () => {
    const [expected, actual] = await Promise.all([exceljsOwn(columns, awkwardRows), ours(columns, awkwardRows)]);
    const expectedFiles = await unzip(expected);
    const actualFiles = await unzip(actual);
    expect([...actualFiles.keys()].sort()).toEqual([...expectedFiles.keys()].sort());
    for (const [name, text] of expectedFiles) {
      if (name === 'docProps/core.xml') continue; // created and modified times
      if (name === 'xl/workbook.xml') continue; // ours adds the filter's defined name, checked below
      expect(actualFiles.get(name), name).toBe(text);
    }
    expect(actualFiles.get('xl/workbook.xml')).toBe(
      expectedFiles
        .get('xl/workbook.xml')!
        .replace(
          '<calcPr',
          `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0">&apos;Sheet&apos;!$A$1:$F$${awkwardRows.length + 1}</definedName></definedNames><calcPr`,
        ),
    );
    // The comparison is not empty: the sheet holds the rows, styled.
    const sheet = actualFiles.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A2" t="str"><v>Ann &amp; &lt;Bob&gt; &quot;quoted&quot; &apos;single&apos;</v></c>');
    expect(sheet).toContain('<row r="9" spans="1:2" x14ac:dyDescent="0.25">');
    expect(sheet).not.toContain('<row r="8"');
  });

  it("names each sheet's auto-filter range _xlnm._FilterDatabase (LibreOffice shows the filter from it)", async () => {
    async function* rows() {
      yield Array.from({ length: 5 }, (_, i): CellValue[] => [`Row ${i}`, i, null, i, false, null]);
    }
    const bytes = await buffer(streamXlsx({ sheetName: "Ann's Payroll", columns, batches: rows(), rowsPerSheet: 3 }));
    const workbook = (await unzip(bytes)).get('xl/workbook.xml')!;
    expect(workbook).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0">&apos;Ann&apos;&apos;s Payroll&apos;!$A$1:$F$4</definedName>`,
    );
    expect(workbook).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="1">&apos;Ann&apos;&apos;s Payroll (2)&apos;!$A$1:$F$3</definedName>`,
    );
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(read.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 3]);
  });

  it('numbers the rows across batches of any size', async () => {
    const expectedSheet = (await unzip(await exceljsOwn(columns, awkwardRows))).get('xl/worksheets/sheet1.xml');
    for (const size of [1, 3, 100]) {
      const sheet = (await unzip(await ours(columns, awkwardRows, size))).get('xl/worksheets/sheet1.xml');
      expect(sheet, `batches of ${size}`).toBe(expectedSheet);
    }
  });

  it('reads back in exceljs as typed cells with their formats', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await ours(columns, awkwardRows)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Ann & <Bob> "quoted" \'single\'');
    expect(row.getCell(2).value).toBe(1234.5);
    expect(row.getCell(2).numFmt).toBe('£#,##0.00');
    expect(row.getCell(3).value).toEqual(day('2024-02-03'));
    expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(5).value).toBe(true);
    expect(sheet.getRow(5).getCell(1).value).toBe("'=SUM(A1:A2)");
    // Control characters go, as exceljs drops them; an XML reader reads a carriage return as a line feed.
    expect(sheet.getRow(4).getCell(1).value).toBe('bell tab\t CR\n LF\n DEL end');
    expect(sheet.getRow(7).getCell(1).value).toBe('émigré £5 — “quotes” 😀');
    expect(sheet.getRow(11).getCell(1).value).toBe('after an empty row');
  });
});

describe('a sheet that is full', () => {
  it('continues on another sheet with the same header, each numbered from row 2', async () => {
    const rows: CellValue[][] = Array.from({ length: 8 }, (_, i) => [`Worker ${i + 1}`, i + 1, day('2024-02-03')]);
    const three = columns.slice(0, 3);
    async function* batchesOf(size: number) {
      for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
    }
    for (const size of [1, 2, 5, 8]) {
      const bytes = await buffer(
        streamXlsx({ sheetName: 'Payroll', columns: three, batches: batchesOf(size), rowsPerSheet: 3 }),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheets = workbook.worksheets.map((sheet) => ({
        name: sheet.name,
        rows: sheet
          .getSheetValues()
          .slice(1)
          .map((values) => (values as CellValue[]).slice(1, 3)),
      }));
      expect(sheets, `batches of ${size}`).toEqual([
        {
          name: 'Payroll',
          rows: [
            ['Name', 'Gross'],
            ['Worker 1', 1],
            ['Worker 2', 2],
            ['Worker 3', 3],
          ],
        },
        {
          name: 'Payroll (2)',
          rows: [
            ['Name', 'Gross'],
            ['Worker 4', 4],
            ['Worker 5', 5],
            ['Worker 6', 6],
          ],
        },
        {
          name: 'Payroll (3)',
          rows: [
            ['Name', 'Gross'],
            ['Worker 7', 7],
            ['Worker 8', 8],
          ],
        },
      ]);
      expect(workbook.worksheets[1]!.getCell('C2').numFmt).toBe('dd/mm/yyyy');
      expect(workbook.worksheets[2]!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
  });

  it('holds what Excel can open: the header and 1,048,575 rows', () => {
    expect(EXCEL_DATA_ROWS_PER_SHEET + 1).toBe(2 ** 20);
  });
});

describe('text a cell cannot hold', () => {
  it("is cut at Excel's 32,767 characters, and loses the two non-characters XML refuses, nothing else", async () => {
    const long = `${'a'.repeat(EXCEL_CELL_CHARACTERS - 1)}bc`;
    const rows: CellValue[][] = [
      [long, 1],
      ['before\uFFFE middle\uFFFF after', 2],
      ['the next row', 3],
    ];
    const bytes = await ours(columns.slice(0, 2), rows);
    const sheetXml = (await unzip(bytes)).get('xl/worksheets/sheet1.xml')!;
    expect(sheetXml).not.toMatch(/[\uFFFE\uFFFF]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe(`${'a'.repeat(EXCEL_CELL_CHARACTERS - 1)}b`);
    expect(sheet.getCell('A3').value).toBe('before middle after');
    expect(sheet.getCell('A4').value).toBe('the next row');
    expect(sheet.getCell('B4').value).toBe(3);
  });
});

describe('the names of continued sheets', () => {
  it('stay within 31 characters and differ, however long the first sheet is called', async () => {
    const longest = 'Right to Work Expiring Next Mon'; // 31 characters
    expect(continuedSheetName('Payroll', 2)).toBe('Payroll (2)');
    expect(continuedSheetName(longest, 2)).toBe('Right to Work Expiring Next (2)');
    expect(continuedSheetName(longest, 12)).toBe('Right to Work Expiring Nex (12)');
    async function* rows() {
      yield Array.from({ length: 5 }, (_, i): CellValue[] => [`Row ${i + 1}`]);
    }
    const bytes = await buffer(
      streamXlsx({ sheetName: longest, columns: columns.slice(0, 1), batches: rows(), rowsPerSheet: 2 }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      longest,
      'Right to Work Expiring Next (2)',
      'Right to Work Expiring Next (3)',
    ]);
  });
});
