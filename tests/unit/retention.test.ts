import { describe, expect, it } from 'vitest';
import { addDays, lastUkTaxYearEndBy, ukTaxYearEnd } from '../../src/shared/domain/en-gb-dates.ts';
import {
  leftWorkerRetention,
  payrollCutoff,
  payrollPurgeDate,
  retentionPeriodProblem,
  startCutoff,
  yearsAfter,
} from '../../src/shared/domain/retention.ts';

// The retention schedule's dates (docs/domain.md, "Retention and purge").
describe('the UK tax year', () => {
  it.each([
    ['2020-04-05', '2020-04-05'],
    ['2020-04-06', '2021-04-05'],
    ['2020-01-01', '2020-04-05'],
    ['2020-12-31', '2021-04-05'],
    ['2024-02-29', '2024-04-05'],
  ])('a date of %s falls in the tax year ending %s', (day, end) => {
    expect(ukTaxYearEnd(day)).toBe(end);
  });

  it.each([
    ['2026-04-05', '2026-04-05'],
    ['2026-04-04', '2025-04-05'],
    ['2026-04-06', '2026-04-05'],
    ['2026-01-31', '2025-04-05'],
  ])('the last tax year end by %s is %s', (day, end) => {
    expect(lastUkTaxYearEndBy(day)).toBe(end);
  });
});

describe('payroll records: 6 years after the end of their tax year', () => {
  it.each([
    ['2020-04-05', '2026-04-05'],
    ['2020-04-06', '2027-04-05'],
    ['2019-04-06', '2026-04-05'],
    ['2020-02-29', '2026-04-05'],
    ['2020-12-31', '2027-04-05'],
  ])('a pay date of %s may go on %s', (payDate, purge) => {
    expect(payrollPurgeDate(payDate)).toBe(purge);
  });

  it('lengthened to 8 years moves the date on 2 tax years', () => {
    expect(payrollPurgeDate('2020-04-05', 8)).toBe('2028-04-05');
  });

  it.each([
    ['2026-04-05', '2020-04-05'],
    ['2026-04-04', '2019-04-05'],
    ['2027-04-04', '2020-04-05'],
    ['2027-04-05', '2021-04-05'],
    ['2028-02-29', '2021-04-05'],
  ])('on %s the records paid on or before %s may go', (asOf, cutoff) => {
    expect(payrollCutoff(asOf, 6)).toBe(cutoff);
    // The cutoff agrees with the record's own date: its pay date's purge date is on or before asOf, the next day's after.
    expect(payrollPurgeDate(cutoff) <= asOf).toBe(true);
    expect(payrollPurgeDate(addDays(cutoff, 1)) > asOf).toBe(true);
  });
});

describe('years after a leaving date', () => {
  it.each([
    ['2024-02-29', 6, '2030-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2023-01-31', 1, '2024-01-31'],
    ['2023-12-31', 2, '2025-12-31'],
  ])('%s plus %i years is %s', (start, years, end) => {
    expect(yearsAfter(start, years)).toBe(end);
  });

  it.each([
    ['2030-02-28', 6, '2024-02-29'],
    ['2030-03-01', 6, '2024-03-01'],
    ['2030-02-27', 6, '2024-02-27'],
    ['2028-02-29', 4, '2024-02-29'],
    ['2025-12-31', 2, '2023-12-31'],
  ])('on %s after %i years the latest leaving date that may go is %s', (asOf, years, cutoff) => {
    expect(startCutoff(asOf, years)).toBe(cutoff);
    expect(yearsAfter(cutoff, years) <= asOf).toBe(true);
  });
});

describe("a Left worker's dates", () => {
  it('right to work 2 years, documents 1, the record anonymised at 6, the last payroll record by its tax year', () => {
    expect(leftWorkerRetention('2024-02-29', '2024-04-06')).toEqual({
      leftOn: '2024-02-29',
      rightToWork: '2026-02-28',
      workerDocuments: '2025-02-28',
      anonymised: '2030-02-28',
      lastPayrollRecord: '2031-04-05',
    });
    expect(leftWorkerRetention('2025-06-30', null).lastPayrollRecord).toBeNull();
  });
});

describe('lengthening a period', () => {
  it('refuses fewer years than the legal minimum, naming it', () => {
    expect(retentionPeriodProblem('payroll_records', 5)).toBe(
      'Payroll records must be kept at least 6 years (the legal minimum)',
    );
    expect(retentionPeriodProblem('right_to_work', 2)).toBeNull();
    expect(retentionPeriodProblem('worker_documents', 1.5)).toBe(
      'Other worker documents must be kept at least 1 year (the legal minimum)',
    );
  });
});
