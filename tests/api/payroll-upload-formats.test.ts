/**
 * Issue 24 item 9: the payroll upload reads UK files as they come: DD/MM/YYYY pay dates, '£',
 * thousands commas and spaces in amounts, .xlsx with date cells and serials; every refused cell is
 * named (row, column, value, why) and nothing is saved.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, makeAgency, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { PAYROLL_HEADER, payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeWorker } from '../helpers/workers.ts';
import { pdfBytes } from '../fixtures/documents.ts';
import { payrollMessages } from '../../src/shared/api/payroll.ts';

const { t, finance } = useTestApp({ finance: 'finance' });

type Saved = { workerId: number; payDate: string; grossPay: number; tax: number; ni: number; netPay: number };
const paidWorker = async () => makeWorker(t, { agencyId: (await makeAgency(t)).id });
const recordsOf = async (weekEnding: string) =>
  (await call(t, 'GET', `/api/payroll-records?weekEnding=${weekEnding}`, { cookie: finance.cookie })).json<Saved[]>();

describe('UK formats in a CSV', () => {
  it("DD/MM/YYYY and ISO pay dates, '£1,234.56' with spaces: the right day and pence", async () => {
    const [a, b] = [await paidWorker(), await paidWorker()];
    const res = await uploadPayroll(
      t,
      finance.cookie,
      {
        bytes: payrollCsv([
          [a.niNumber!, '07/03/2025', '" £1,234.56 "', '£200.10', ' 100.05 ', '£0', '"£934.41"'],
          [b.niNumber!, '2025-03-06', '"12,000"', '0', '0', '0', '"£12,000.00"'],
        ]),
      },
      '2025-03-09',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 2, warningCount: 0 });
    const saved = await recordsOf('2025-03-09');
    expect(saved.find((r) => r.workerId === a.id)).toMatchObject({
      payDate: '2025-03-07',
      grossPay: 1234.56,
      tax: 200.1,
      ni: 100.05,
      netPay: 934.41,
    });
    expect(saved.find((r) => r.workerId === b.id)).toMatchObject({ payDate: '2025-03-06', grossPay: 12000 });
  });

  it('every refused cell is listed with its row, column, value and why; nothing is saved', async () => {
    const worker = await paidWorker();
    const res = await uploadPayroll(
      t,
      finance.cookie,
      {
        bytes: payrollCsv([
          [worker.niNumber!, '31/02/2025', '"1,23"', '12.345', '-£5', '0', '10'],
          [worker.niNumber!, '14/03/2025', '10', '0', '0', '0', '10'],
        ]),
      },
      '2025-03-16',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', errorCount: 4 });
    const amount = 'must be an amount in pounds with at most two decimals, such as 1234.56 or £1,234.56';
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      {
        row: 2,
        field: 'payDate',
        column: 'Pay Date',
        value: '31/02/2025',
        message: 'Pay Date must be a real date as DD/MM/YYYY or YYYY-MM-DD',
      },
      { row: 2, field: 'grossPay', column: 'Gross Pay', value: '1,23', message: `Gross Pay ${amount}` },
      { row: 2, field: 'tax', column: 'Tax', value: '12.345', message: `Tax ${amount}` },
      { row: 2, field: 'ni', column: 'NI', value: '-£5', message: 'NI must not be negative' },
    ]);
    expect(await recordsOf('2025-03-16')).toEqual([]);
  });
});

describe('files as offices save them (a reviewer found each in the browser)', () => {
  it("an unquoted '£1,234.56' splits its row: refused, naming the row, never saved with its figures moved along", async () => {
    const worker = await paidWorker();
    const res = await uploadPayroll(
      t,
      finance.cookie,
      { bytes: payrollCsv([[worker.niNumber!, '21/03/2025', '£1,234.56', '234.56', '57.40', '22.94', '919.66']]) },
      '2025-03-23',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Body[] }>().errors).toEqual([
      {
        row: 2,
        field: 'row',
        column: 'Column 8',
        value: '919.66',
        message:
          'This row has 8 cells but the header has 7, so its values do not line up with the columns: put an amount with a comma in quotes ("£1,234.56") or leave the comma out',
      },
    ]);
    expect(await recordsOf('2025-03-23')).toEqual([]);
  });

  it('a Windows-1252 CSV (Excel\'s plain "CSV (Comma delimited)") keeps its £ signs', async () => {
    const worker = await paidWorker();
    const text = payrollCsv([
      [worker.niNumber!, '28/03/2025', '£250.00', '£20.00', '£10.00', '£0', '£220.00'],
    ]).toString();
    const confirmed = { confirmVariances: 'true' };
    const res = await uploadPayroll(t, finance.cookie, { bytes: Buffer.from(text, 'latin1') }, '2025-03-30', confirmed);
    expect(res.statusCode, res.body).toBe(200);
    expect((await recordsOf('2025-03-30'))[0]).toMatchObject({ workerId: worker.id, grossPay: 250, netPay: 220 });
  });

  it('a PDF named .csv is refused as an invalid file type', async () => {
    const res = await uploadPayroll(t, finance.cookie, { bytes: pdfBytes() }, '2025-03-30');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(payrollMessages.invalidFileType);
  });

  it("a pay date another week already holds for the worker is refused, naming that week; that week's record stays", async () => {
    const worker = await paidWorker();
    const row = [worker.niNumber!, '02/04/2025', '100', '0', '0', '0', '100'];
    const first = await uploadPayroll(t, finance.cookie, { bytes: payrollCsv([row]) }, '2025-04-06', {
      confirmVariances: 'true',
    });
    expect(first.statusCode, first.body).toBe(200);
    const res = await uploadPayroll(t, finance.cookie, { bytes: payrollCsv([row]) }, '2025-04-13', {
      confirmVariances: 'true',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Body[] }>().errors).toEqual([
      {
        row: 2,
        field: 'payDate',
        column: 'Pay Date',
        value: '2025-04-02',
        message:
          'This worker is already paid on this date in the week ending 06/04/2025: upload that week again to change it',
      },
    ]);
    expect((await recordsOf('2025-04-06')).map((r) => r.workerId)).toEqual([worker.id]);
    expect(await recordsOf('2025-04-13')).toEqual([]);
  });
});

describe('.xlsx files', () => {
  // A week far from the CSV tests' weeks, so that no variance against them asks for a confirmation.
  it('date cells, date serials and number cells are read as the day and pence they show', async () => {
    const [a, b] = [await paidWorker(), await paidWorker()];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payroll');
    sheet.addRow(PAYROLL_HEADER);
    sheet.addRow([a.niNumber, new Date(Date.UTC(2025, 5, 13)), 1234.56, 200.1, 100.05, 0, 934.41]);
    // 45820 is Excel's serial for 12/06/2025: a date column formatted as General.
    sheet.addRow([b.niNumber, 45820, '£1,000.00', 0, 0, 0, 1000]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await uploadPayroll(
      t,
      finance.cookie,
      {
        name: 'payroll.xlsx',
        bytes,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      '2025-06-15',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 2, warningCount: 0 });
    const saved = await recordsOf('2025-06-15');
    expect(saved.find((r) => r.workerId === a.id)).toMatchObject({
      payDate: '2025-06-13',
      grossPay: 1234.56,
      tax: 200.1,
      netPay: 934.41,
    });
    expect(saved.find((r) => r.workerId === b.id)).toMatchObject({ payDate: '2025-06-12', grossPay: 1000 });
  });

  it('a damaged workbook is refused with a sentence, not a 5xx', async () => {
    const res = await uploadPayroll(t, finance.cookie, {
      name: 'payroll.xlsx',
      bytes: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 1)]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      message: 'The file could not be read as an Excel workbook. Save it as .xlsx or CSV and upload it again.',
    });
  });
});
