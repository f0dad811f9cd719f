import { describe, expect, it } from 'vitest';
import { payrollFigures, percentOneDecimal } from '../../src/shared/domain/payroll-figures.ts';
import {
  locateColumns,
  parsePayrollRow,
  readAmount,
  readPayDate,
  reconciliationWarning,
  workerWarnings,
  type ParsedPayrollRow,
} from '../../src/shared/domain/payroll-rows.ts';

describe('the payroll report figures (docs/domain.md, Dashboard figures)', () => {
  it.each([
    [
      'revenue = gross + fees, profit = fees, average = gross / records',
      { grossPence: 100_000, feePence: 5_000, records: 4, workers: 3 },
      {
        totalTemps: 3,
        totalFee: 50,
        totalRevenue: 1050,
        totalGrossProfit: 50,
        averageWeeklyPay: 250,
        netMarginPercentage: 4.8,
      },
    ],
    [
      'nothing paid: every figure 0, margin 0',
      { grossPence: 0, feePence: 0, records: 0, workers: 0 },
      { totalTemps: 0, totalFee: 0, totalRevenue: 0, totalGrossProfit: 0, averageWeeklyPay: 0, netMarginPercentage: 0 },
    ],
    [
      'the average to the penny, half a penny up',
      { grossPence: 1001, feePence: 0, records: 2, workers: 2 },
      {
        totalTemps: 2,
        totalFee: 0,
        totalRevenue: 10.01,
        totalGrossProfit: 0,
        averageWeeklyPay: 5.01,
        netMarginPercentage: 0,
      },
    ],
  ])('%s', (_name, totals, figures) => {
    expect(payrollFigures(totals)).toEqual(figures);
  });

  it.each([
    [1, 8, 12.5],
    [49, 400, 12.3], // 12.25 rounds up, not down as 0.1225 * 100 in floating point would
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 0, 0],
    [7, 7, 100],
  ])('%i of %i is %d%%', (part, whole, percent) => {
    expect(percentOneDecimal(part, whole)).toBe(percent);
  });
});

const AMOUNT = 'must be an amount in pounds with at most two decimals, such as 1234.56 or £1,234.56';

describe('amounts: pounds with at most two decimals, as UK files write them (issue 24 item 9)', () => {
  it.each([
    ['1234.56', { pence: 123456 }],
    ['0.1', { pence: 10 }],
    ['12', { pence: 1200 }],
    [' 7.05 ', { pence: 705 }],
    ['0', { pence: 0 }],
    ['1000000.00', { pence: 100_000_000 }],
    ['1000000.01', { problem: 'must not be more than 1000000.00' }],
    ['2147483648', { problem: 'must not be more than 1000000.00' }],
    ['99999999999999999', { problem: 'must not be more than 1000000.00' }],
    ['0000012.50', { pence: 1250 }],
    ['', { problem: 'is required' }],
    ['-1.50', { problem: 'must not be negative' }],
    ['-£5', { problem: 'must not be negative' }],
    ['£-5', { problem: 'must not be negative' }],
    ['£10', { pence: 1000 }],
    [' £ 1,234.56 ', { pence: 123456 }],
    ['1,000', { pence: 100000 }],
    ['£1,000,000.00', { pence: 100_000_000 }],
    ['1,23', { problem: AMOUNT }],
    ['1,0000', { problem: AMOUNT }],
    [',100', { problem: AMOUNT }],
    ['$10', { problem: AMOUNT }],
    ['1.005', { problem: AMOUNT }],
    ['abc', { problem: AMOUNT }],
  ])('%j reads as %j', (text, expected) => {
    expect(readAmount(text)).toEqual(expected);
  });
});

describe('pay dates: DD/MM/YYYY, YYYY-MM-DD or an Excel serial', () => {
  it.each([
    ['07/03/2025', '2025-03-07'],
    ['2025-03-07', '2025-03-07'],
    [' 31/12/2024 ', '2024-12-31'],
    ['45723', '2025-03-07'],
    ['45723.5', '2025-03-07'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['2025-02-30', null],
    ['7/3/2025', null],
    ['03/07/25', null],
    ['4572', null],
    ['', null],
  ])('%j reads as %j', (text, expected) => {
    expect(readPayDate(text)).toBe(expected);
  });
});

describe('headers match ignoring case and spaces', () => {
  it('finds every column, whatever the order', () => {
    expect(locateColumns(['net pay', 'NINUMBER', 'Pay  Date', 'gross pay', 'TAX', 'ni', 'Pension'])).toEqual({
      positions: { niNumber: 1, payDate: 2, grossPay: 3, tax: 4, ni: 5, pension: 6, netPay: 0 },
      missing: [],
    });
  });
  it('names the columns missing', () => {
    expect(locateColumns(['NI Number', 'Pay Date']).missing).toEqual(['Gross Pay', 'Tax', 'NI', 'Pension', 'Net Pay']);
  });
});

const positions = { niNumber: 0, payDate: 1, grossPay: 2, tax: 3, ni: 4, pension: 5, netPay: 6 };
const row = (overrides: Partial<ParsedPayrollRow> = {}): ParsedPayrollRow => ({
  row: 2,
  niNumber: 'AB123456C',
  payDate: '2025-03-07',
  grossPence: 10000,
  taxPence: 1000,
  niPence: 500,
  pensionPence: 500,
  netPence: 8000,
  ...overrides,
});

describe('one row', () => {
  it('reads the NI number without spaces, upper case, and amounts in pence', () => {
    expect(parsePayrollRow(2, ['ab 12 34 56 c', '2025-03-07', '100', '10', '5', '5', '80'], positions)).toEqual({
      record: row(),
    });
  });
  it('lists every problem of the row', () => {
    expect(parsePayrollRow(5, ['', '2025-13-01', 'x', '0', '0', '0', '0'], positions)).toEqual({
      errors: [
        { row: 5, field: 'niNumber', column: 'NI Number', value: '', message: 'NI Number is required' },
        {
          row: 5,
          field: 'payDate',
          column: 'Pay Date',
          value: '2025-13-01',
          message: 'Pay Date must be a real date as DD/MM/YYYY or YYYY-MM-DD',
        },
        { row: 5, field: 'grossPay', column: 'Gross Pay', value: 'x', message: `Gross Pay ${AMOUNT}` },
      ],
    });
  });
});

describe('warnings (docs/domain.md, Payroll)', () => {
  it.each([
    ['net exact', 8000, false],
    ['net 1p over', 8001, false],
    ['net 1p under', 7999, false],
    ['net 2p over', 8002, true],
    ['net 2p under', 7998, true],
  ])('%s', (_name, netPence, warned) => {
    expect(reconciliationWarning(row({ netPence })) !== null).toBe(warned);
  });

  it.each([
    ['paid on the P45 date', { authorised: true, p45Date: '2025-03-07', rtwFollowUpDate: null }, []],
    ['paid after the P45 date', { authorised: true, p45Date: '2025-03-06', rtwFollowUpDate: null }, ['payDate']],
    ['not authorised', { authorised: false, p45Date: null, rtwFollowUpDate: null }, ['niNumber']],
    [
      'paid on the day the right to work lapses',
      { authorised: true, p45Date: null, rtwFollowUpDate: '2025-03-07' },
      [],
    ],
    ['paid before the right to work lapses', { authorised: true, p45Date: null, rtwFollowUpDate: '2025-03-08' }, []],
  ])('%s', (_name, worker, fields) => {
    expect(workerWarnings(row(), worker).map((w) => w.field)).toEqual(fields);
  });

  it('warns of a pay date after the right to work lapsed, naming the lapse date', () => {
    const worker = { authorised: true, p45Date: null, rtwFollowUpDate: '2025-03-06' };
    expect(workerWarnings(row(), worker)).toEqual([
      {
        row: 2,
        field: 'payDate',
        message: 'Pay Date is after the worker’s right to work lapsed on 06/03/2025: record a follow-up check',
      },
    ]);
  });
});
