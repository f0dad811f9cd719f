import { describe, expect, it } from 'vitest';
import { payrollFigures, percentOneDecimal } from '../../src/shared/domain/payroll-figures.ts';
import {
  locateColumns,
  parsePayrollRow,
  readAmount,
  reconciliationWarning,
  workerWarnings,
  type ParsedPayrollRow,
} from '../../src/shared/domain/payroll-rows.ts';

describe('the payroll report figures (DECISIONS section 4)', () => {
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

describe('amounts: pounds, no symbols, at most two decimals (part 3 section 5)', () => {
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
    ['£10', { problem: 'must be a number in pounds with at most two decimals, without symbols' }],
    ['1,000', { problem: 'must be a number in pounds with at most two decimals, without symbols' }],
    ['1.005', { problem: 'must be a number in pounds with at most two decimals, without symbols' }],
    ['abc', { problem: 'must be a number in pounds with at most two decimals, without symbols' }],
  ])('%j reads as %j', (text, expected) => {
    expect(readAmount(text)).toEqual(expected);
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
        { row: 5, field: 'niNumber', message: 'NI Number is required' },
        { row: 5, field: 'payDate', message: 'Pay Date must be a real date in YYYY-MM-DD format' },
        {
          row: 5,
          field: 'grossPay',
          message: 'Gross Pay must be a number in pounds with at most two decimals, without symbols',
        },
      ],
    });
  });
});

describe('warnings (DECISIONS section 5 "Payroll")', () => {
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
    ['paid on the P45 date', { authorised: true, p45Date: '2025-03-07' }, []],
    ['paid after the P45 date', { authorised: true, p45Date: '2025-03-06' }, ['payDate']],
    ['not authorised', { authorised: false, p45Date: null }, ['niNumber']],
  ])('%s', (_name, worker, fields) => {
    expect(workerWarnings(row(), worker).map((w) => w.field)).toEqual(fields);
  });
});
