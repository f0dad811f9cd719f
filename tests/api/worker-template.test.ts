import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanWorkerFields, workerTextFields, type WorkerTextField } from '../../src/shared/domain/worker-fields.ts';
import { call, createTestApp, signedIn, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let workbook: ExcelJS.Workbook;
let headers: string[];
let example: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signedIn(t, 'support');
  const res = await call(t, 'GET', '/api/workers/download-template', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe('attachment; filename="worker-template.xlsx"');
  workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Workers')!;
  headers = (sheet.getRow(1).values as string[]).slice(1);
  example = (sheet.getRow(2).values as (string | null | undefined)[]).slice(1).map((v) => v ?? '');
});
afterAll(async () => {
  await t.close();
});

/** The 28 mappable import fields with their labels, then the two more of docs/domain.md "Bulk worker import", for 30. */
const mappableLabels = [
  'Employee Reference',
  'Works Reference',
  'Title',
  'Initial',
  'Forename',
  'Surname',
  'Address Line 1',
  'Address Line 2',
  'Address Line 3',
  'City',
  'County',
  'Post Code',
  'Email',
  'Phone',
  'Gender',
  'Marital Status',
  'Date of Birth',
  'Nationality',
  'Work Start Date',
  'NI Number',
  'NI Category',
  'Tax Code',
  'Wk1/Mth1 Basis',
  'Payment Frequency',
  'Sort Code',
  'Account Number',
  'Account Name',
  'BACS Reference',
  'Immigration Share Code',
  'Notes',
];
/** docs/domain.md: the nine required import fields. */
const requiredLabels = [
  'Forename',
  'Surname',
  'Address Line 1',
  'City',
  'Post Code',
  'Email',
  'Phone',
  'Date of Birth',
  'NI Number',
];

describe('GET /api/workers/download-template', () => {
  it('has the 30 mappable fields (share code and notes included) plus Agency and Payroll Company: 32 columns', () => {
    expect(mappableLabels).toHaveLength(30);
    expect(headers).toHaveLength(32);
    expect(headers.map((h) => h.replace(/ \*$/, ''))).toEqual([...mappableLabels, 'Agency', 'Payroll Company']);
  });

  it('marks exactly the nine required fields with " *"', () => {
    expect(headers.filter((h) => h.endsWith(' *'))).toEqual(requiredLabels.map((l) => `${l} *`));
  });

  it('has one example row that the worker field rules accept as it stands', () => {
    const sheet = workbook.getWorksheet('Workers')!;
    expect(sheet.rowCount).toBe(2);
    const byLabel = Object.fromEntries(headers.map((h, i) => [h.replace(/ \*$/, ''), example[i] ?? '']));
    const fieldOf: Record<string, WorkerTextField> = { Forename: 'firstName', Surname: 'lastName' };
    const input: Partial<Record<WorkerTextField, string>> = {};
    for (const field of workerTextFields) {
      const label = mappableLabels.find(
        (l) => (fieldOf[l] ?? l).toLowerCase().replace(/[^a-z0-9]/g, '') === field.toLowerCase(),
      );
      if (label) input[field] = byLabel[label];
    }
    expect(Object.keys(input)).toHaveLength(30);
    for (const label of requiredLabels) expect(byLabel[label], label).not.toBe('');
    expect(cleanWorkerFields(input).issues).toEqual([]);
    expect(byLabel['Date of Birth']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(byLabel.Phone).toMatch(/^0\d{10}$/);
  });

  it('formats every column as text so typed leading zeros survive', () => {
    const sheet = workbook.getWorksheet('Workers')!;
    for (let i = 1; i <= 32; i += 1) expect(sheet.getColumn(i).numFmt, headers[i - 1]).toBe('@');
  });

  it('has a Notes sheet explaining dates, phones and required fields', () => {
    const notes = workbook.getWorksheet('Notes')!;
    const text = (notes.getColumn(1).values as unknown[]).filter(Boolean).join('\n');
    expect(text).toContain('DD/MM/YYYY');
    expect(text).toContain('11 digits');
    expect(text).toContain(`Required fields (marked *): ${requiredLabels.join(', ')}`);
  });

  it('is offered to every role with the workers permission, a client user included', async () => {
    const { cookie } = await signedIn(t, 'client');
    const res = await call(t, 'GET', '/api/workers/download-template', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
