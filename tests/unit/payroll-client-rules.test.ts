import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  payDatesReversed,
  payrollRecordParams,
  payrollRecordsUrlPatch,
  readPayrollRecordsUrl,
} from '../../src/client/features/payroll/lib/records-url.ts';
import { checkUploadForm } from '../../src/client/features/payroll/lib/upload-form.ts';

const csv = (name: string) => new File(['NI Number\n'], name, { type: '' });

/** The Upload Weekly Payroll dialog's own checks (docs/domain.md). */
describe('payroll upload form', () => {
  it.each([
    ['nothing', null, null, { weekEnding: 'Week ending date is required', file: 'No File Selected' }],
    ['no file', '2025-06-01', null, { file: 'No File Selected' }],
    [
      'a text file',
      '2025-06-01',
      csv('payroll.txt'),
      { file: 'Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.' },
    ],
    ['an Excel workbook', '2025-06-01', csv('Week 12.XLSX'), {}],
    ['a CSV without a date', null, csv('WEEK.CSV'), { weekEnding: 'Week ending date is required' }],
    ['a date and a CSV', '2025-06-01', csv('week.csv'), {}],
  ])('%s', (_case, weekEnding, file, expected) => {
    expect(checkUploadForm(weekEnding, file)).toEqual(expected);
  });
});

/** The records table in the address (docs/domain.md "Worker list in the address", as for workers). */
describe('payroll records in the address', () => {
  it('reads filters and falls back to defaults for anything unknown', () => {
    const state = readPayrollRecordsUrl(
      new URLSearchParams('weekEnding=2025-06-01&from=2025-02-30&agency=7&company=x&q=%20ria%20&page=0&pageSize=20'),
    );
    expect(state).toEqual({
      weekEnding: '2025-06-01',
      from: '',
      to: '',
      agencyId: 7,
      payrollCompanyId: null,
      q: 'ria',
      page: 1,
      pageSize: 20,
    });
    expect(activeFilterCount(state)).toBe(3);
    expect(payrollRecordParams(state)).toEqual({
      page: 1,
      pageSize: 20,
      weekEnding: '2025-06-01',
      from: undefined,
      to: undefined,
      agencyId: 7,
      payrollCompanyId: undefined,
      q: 'ria',
    });
  });

  it('keeps defaults out of the address', () => {
    expect(payrollRecordsUrlPatch({ page: 1, pageSize: 20, agencyId: null, q: '' })).toEqual({
      page: null,
      pageSize: null,
      agency: null,
      q: '',
    });
    expect(payrollRecordsUrlPatch({ page: 3, pageSize: 50, agencyId: 4, payrollCompanyId: 2 })).toEqual({
      page: 3,
      pageSize: 50,
      agency: 4,
      company: 2,
    });
  });

  it('the payroll company is a filter of its own, counted and cleared with the others', () => {
    const state = readPayrollRecordsUrl(new URLSearchParams('company=5'));
    expect(state.payrollCompanyId).toBe(5);
    expect(activeFilterCount(state)).toBe(1);
    expect(payrollRecordParams(state)).toMatchObject({ payrollCompanyId: 5 });
  });

  it.each([
    ['both set, in order', '2025-03-01', '2025-03-31', false],
    ['the same day', '2025-03-01', '2025-03-01', false],
    ['to before from', '2025-03-31', '2025-03-01', true],
    ['only from', '2025-03-31', '', false],
    ['only to', '', '2025-03-01', false],
  ])('pay dates reversed: %s', (_case, from, to, reversed) => {
    expect(payDatesReversed({ from, to })).toBe(reversed);
  });
});
