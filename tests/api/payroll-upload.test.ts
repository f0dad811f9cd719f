import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payrollRecords } from '../../src/server/db/schema/index.ts';
import { call, createTestApp, signedIn, type Body, type TestApp } from '../helpers/app.ts';
import { payrollCsv, uploadPayroll } from '../helpers/payroll.ts';
import { makeAgency } from '../helpers/app.ts';
import { makeWorker } from '../helpers/workers.ts';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = (await signedIn(t, 'finance')).cookie;
});
afterAll(async () => {
  await t.close();
});

type Finding = { row: number; field: string; message: string; column?: string; value?: string };
type Record = {
  niNumber: string;
  payDate: string;
  grossPay: number;
  tax: number;
  ni: number;
  pension: number;
  netPay: number;
  fee: number;
  workerId: number;
};

/** An authorised worker of an agency charging £25.50 a week; NI given spaced and lower case in files. */
async function paidWorker(overrides: Parameters<typeof makeWorker>[1] = {}) {
  const agency = await makeAgency(t, { feePence: 2550 });
  return makeWorker(t, { agencyId: agency.id, ...overrides });
}
const spaced = (ni: string) => `${ni.slice(0, 2).toLowerCase()} ${ni.slice(2, 4)} ${ni.slice(4, 6)} ${ni.slice(6)}`;

describe('POST /api/payroll-records/upload: a clean file (docs/domain.md, Payroll)', () => {
  it('saves every row in pence, matched by NI number ignoring spaces and case, with the agency fee of the time', async () => {
    const [a, b] = [await paidWorker(), await paidWorker()];
    const file = payrollCsv(
      [
        [spaced(a.niNumber!), '2025-03-07', '1234.56', '200.10', '100.05', '50', '884.41'],
        [b.niNumber!, '2025-03-07', '0.1', '0', '0', '0', '0.10'],
      ],
      ['ni number', 'PAYDATE', ' Gross Pay ', 'tax', 'Ni', 'PENSION', 'net pay'],
    );
    const res = await uploadPayroll(t, finance, { bytes: file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 2, updated: 0, rows: 2, warnings: [], warningCount: 0 });
    const list = await call(t, 'GET', '/api/payroll-records?weekEnding=2025-03-09', { cookie: finance });
    const records = list.json<Record[]>();
    expect(records.find((r) => r.workerId === a.id)).toMatchObject({
      niNumber: a.niNumber,
      payDate: '2025-03-07',
      grossPay: 1234.56,
      tax: 200.1,
      ni: 100.05,
      pension: 50,
      netPay: 884.41,
      fee: 25.5,
    });
    expect(records.find((r) => r.workerId === b.id)).toMatchObject({ grossPay: 0.1, netPay: 0.1 });
    // The audit entry holds counts and the week, no NI number, name or amount (docs/domain.md).
    const { batchId } = res.json<{ batchId: number }>();
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payroll_upload_batch'), eq(auditLog.entityId, String(batchId))));
    expect(entry).toMatchObject({ action: 'upload' });
    const written = JSON.stringify(entry);
    for (const secret of [a.niNumber!, a.lastName, '1234.56', '123456']) expect(written).not.toContain(secret);
  });

  it('a re-upload of the week, added to it, updates the records and says how many were added and updated', async () => {
    const [a, b] = [await paidWorker(), await paidWorker()];
    const first = payrollCsv([[a.niNumber!, '2025-06-13', '100', '0', '0', '0', '100']]);
    expect((await uploadPayroll(t, finance, { bytes: first }, '2025-06-15')).json<Body>()).toMatchObject({
      added: 1,
      updated: 0,
    });
    const again = payrollCsv([
      [a.niNumber!, '2025-06-13', '150', '0', '0', '0', '150'],
      [b.niNumber!, '2025-06-13', '80', '0', '0', '0', '80'],
    ]);
    const res = await uploadPayroll(t, finance, { bytes: again }, '2025-06-15', { existingWeek: 'add' });
    expect(res.json<Body>()).toMatchObject({ added: 1, updated: 1, existingWeek: 'add', replaced: 0 });
    const page = await call(t, 'GET', `/api/payroll-records?page=1&weekEnding=2025-06-15&q=${a.niNumber}`, {
      cookie: finance,
    });
    expect(page.json<{ items: Record[]; total: number }>()).toMatchObject({ total: 1, items: [{ grossPay: 150 }] });
    const batches = await call(t, 'GET', '/api/payroll-records/batches', { cookie: finance });
    expect(batches.json<Body[]>()[0]).toMatchObject({
      weekEnding: '2025-06-15',
      added: 1,
      updated: 1,
      rows: 2,
      existingWeek: 'add',
    });
  });
});

describe('a worker deleted while its payroll uploads', () => {
  it('the upload either saves before the delete (which then removes the records) or names the NI number unknown; never a 5xx', async () => {
    const admin = (await signedIn(t, 'admin')).cookie;
    for (let round = 0; round < 4; round++) {
      const worker = await paidWorker();
      const file = payrollCsv([[worker.niNumber!, '2025-08-01', '100', '0', '0', '0', '100']]);
      const [upload, removal] = await Promise.all([
        uploadPayroll(t, finance, { bytes: file }, '2025-08-03'),
        call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: admin }),
      ]);
      expect(removal.statusCode).toBe(200);
      if (upload.statusCode === 200) {
        expect(upload.json<Body>()).toMatchObject({ added: 1 });
      } else {
        expect(upload.statusCode).toBe(400);
        expect(upload.json<{ errors: Finding[] }>().errors).toEqual([
          {
            row: 2,
            field: 'niNumber',
            column: 'NI Number',
            value: worker.niNumber,
            message: 'No worker has this NI Number',
          },
        ]);
      }
      const left = await t.ctx.db.select().from(payrollRecords).where(eq(payrollRecords.workerId, worker.id));
      expect(left).toEqual([]);
    }
  });
});

describe('row errors: nothing saved, each row named (spreadsheet rows, the header is row 1)', () => {
  it.each([
    [
      'an unknown NI number',
      ['ZZ999999Z', '2025-03-07', '10', '0', '0', '0', '10'],
      'niNumber',
      'No worker has this NI Number',
    ],
    [
      'a bad date',
      [null, '7th March 2025', '10', '0', '0', '0', '10'],
      'payDate',
      'Pay Date must be a real date as DD/MM/YYYY or YYYY-MM-DD',
    ],
    [
      'a date that does not exist',
      [null, '2025-02-30', '10', '0', '0', '0', '10'],
      'payDate',
      'Pay Date must be a real date as DD/MM/YYYY or YYYY-MM-DD',
    ],
    [
      'a non-numeric amount',
      [null, '2025-03-07', 'ten', '0', '0', '0', '10'],
      'grossPay',
      'Gross Pay must be an amount in pounds with at most two decimals, such as 1234.56 or £1,234.56',
    ],
    ['a negative amount', [null, '2025-03-07', '10', '-1', '0', '0', '11'], 'tax', 'Tax must not be negative'],
    [
      'an amount past the stored pence (pence typed without the point)',
      [null, '2025-03-07', '2147483648', '0', '0', '0', '10'],
      'grossPay',
      'Gross Pay must not be more than 1000000.00',
    ],
    ['a blank amount', [null, '2025-03-07', '10', '0', '', '0', '10'], 'ni', 'NI is required'],
  ] as const)('%s', async (_name, cells, field, message) => {
    const worker = await paidWorker();
    const good = [worker.niNumber!, '2025-03-14', '10', '0', '0', '0', '10'];
    const bad = cells.map((cell) => cell ?? worker.niNumber!);
    const res = await uploadPayroll(t, finance, { bytes: payrollCsv([good, bad]) }, '2025-03-16');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ row: 3, field, message }] });
    const saved = await call(t, 'GET', '/api/payroll-records?weekEnding=2025-03-16', { cookie: finance });
    expect(saved.json<Record[]>().filter((r) => r.workerId === worker.id)).toEqual([]);
  });

  it('the same NI number and pay date twice in the file', async () => {
    const worker = await paidWorker();
    const row = [spaced(worker.niNumber!), '2025-03-21', '10', '0', '0', '0', '10'];
    const res = await uploadPayroll(t, finance, {
      bytes: payrollCsv([row, ['', '', '', '', '', '', ''], [worker.niNumber!, ...row.slice(1)]]),
    });
    expect(res.json<{ errors: Finding[] }>().errors).toEqual([
      {
        row: 4,
        field: 'payDate',
        column: 'Pay Date',
        value: '2025-03-21',
        message: 'The same NI Number and Pay Date are on row 2',
      },
    ]);
  });
});

describe('warnings do not block (docs/domain.md, Payroll)', () => {
  it('net pay off by more than 1p, pay after the P45 date, a worker not authorised', async () => {
    const left = await paidWorker({ status: 'left', p45Date: '2025-05-01' });
    const pending = await paidWorker({ authorised: false, status: 'pending' });
    const rounding = await paidWorker();
    const res = await uploadPayroll(
      t,
      finance,
      {
        bytes: payrollCsv([
          [left.niNumber!, '2025-10-03', '100', '10', '5', '5', '80.02'],
          [pending.niNumber!, '2025-10-03', '100', '10', '5', '5', '80'],
          [rounding.niNumber!, '2025-10-03', '100', '10', '5', '5', '80.01'],
        ]),
      },
      '2025-10-05',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body>()).toMatchObject({ added: 3, warningCount: 3 });
    expect(res.json<{ warnings: Finding[] }>().warnings).toEqual([
      { row: 2, field: 'netPay', message: 'Net Pay differs from Gross Pay - Tax - NI - Pension by more than 1p' },
      { row: 2, field: 'payDate', message: 'Pay Date is after the worker’s P45 date (payment after leaving)' },
      { row: 3, field: 'niNumber', message: 'The worker is not authorised' },
    ]);
  });
});

describe('the file and the form', () => {
  it('a file that is neither CSV nor .xlsx', async () => {
    const refused = {
      message: 'Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.',
    };
    const pdf = await uploadPayroll(t, finance, { name: 'payroll.pdf', bytes: Buffer.from('%PDF-1.4') });
    expect(pdf.json<Body>()).toMatchObject(refused);
    expect(pdf.statusCode).toBe(400);
    const binary = await uploadPayroll(t, finance, {
      name: 'payroll.csv',
      bytes: Buffer.from([0x50, 0x4b, 3, 4, 0, 0]),
    });
    expect(binary.json<Body>()).toMatchObject(refused);
    const textAsXlsx = await uploadPayroll(t, finance, { name: 'payroll.xlsx', bytes: payrollCsv([['x']]) });
    expect(textAsXlsx.json<Body>()).toMatchObject(refused);
  });

  it('no file, an empty file, a header alone, a missing column, no week ending', async () => {
    expect((await uploadPayroll(t, finance, null)).json<Body>()).toMatchObject({ message: 'No File Selected' });
    const empty = await uploadPayroll(t, finance, { bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().message).toMatch(/empty/);
    const headerOnly = await uploadPayroll(t, finance, { bytes: payrollCsv([]) });
    expect(headerOnly.json<Body>().message).toMatch(/empty/);
    const noNet = await uploadPayroll(t, finance, {
      bytes: payrollCsv([['x']], ['NI Number', 'Pay Date', 'Gross Pay', 'Tax', 'NI', 'Pension']),
    });
    expect(noNet.json<Body>()).toMatchObject({ message: 'The file is missing the column Net Pay' });
    const noWeek = await uploadPayroll(t, finance, { bytes: payrollCsv([['x']]) }, null);
    expect(noWeek.json<Body>()).toMatchObject({ message: 'Week ending date is required' });
  });

  it('support and client users hold no payroll permission', async () => {
    for (const role of ['support', 'client'] as const) {
      const { cookie } = await signedIn(t, role);
      expect((await uploadPayroll(t, cookie, { bytes: payrollCsv([]) })).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/payroll-records', { cookie })).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/payroll-records/summary', { cookie })).statusCode).toBe(403);
    }
  });
});
