import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/client/features/payroll-companies/lib/company-form.ts';
import {
  matchesCompanySearch,
  searchCompanies,
} from '../../src/client/features/payroll-companies/lib/company-search.ts';
import { summarisePayrollCompanies } from '../../src/client/features/payroll-companies/lib/company-summary.ts';
import { deleteCompanyQuestion } from '../../src/client/features/payroll-companies/lib/delete-question.ts';

const company = (createdAt: string, workers: number) => ({ createdAt, _count: { workers } });

/** The four cards of Payroll Company Management (docs/domain.md); months are London's (docs/domain.md). */
describe('payroll company summary cards', () => {
  const now = new Date('2025-04-15T12:00:00Z');

  it('is all zero with no companies', () => {
    expect(summarisePayrollCompanies([], now)).toEqual({
      total: 0,
      withWorkers: 0,
      withoutWorkers: 0,
      addedThisMonth: 0,
    });
  });

  it('counts companies with and without workers, and those added this month', () => {
    const companies = [
      company('2025-04-02T09:00:00Z', 3),
      company('2025-04-14T16:00:00Z', 0),
      company('2025-02-10T10:00:00Z', 1),
      company('2024-04-10T10:00:00Z', 0),
    ];
    expect(summarisePayrollCompanies(companies, now)).toEqual({
      total: 4,
      withWorkers: 2,
      withoutWorkers: 2,
      addedThisMonth: 2,
    });
  });

  it.each([
    ['00:30 on 1 April in London (23:30 UTC the day before, summer time)', '2025-03-31T23:30:00Z', 1],
    ['23:30 on 31 March in London (22:30 UTC, summer time)', '2025-03-31T22:30:00Z', 0],
    ['the same day a year earlier', '2024-04-15T12:00:00Z', 0],
    ['an unreadable date', 'not a date', 0],
  ])('added this month: %s', (_case, createdAt, expected) => {
    expect(summarisePayrollCompanies([company(createdAt, 0)], now).addedThisMonth).toBe(expected);
  });

  it('uses the London month at the turn of a winter month (GMT, no shift)', () => {
    const january = new Date('2025-01-01T00:10:00Z');
    expect(summarisePayrollCompanies([company('2024-12-31T23:59:00Z', 0)], january).addedThisMonth).toBe(0);
    expect(summarisePayrollCompanies([company('2025-01-01T00:00:00Z', 0)], january).addedThisMonth).toBe(1);
  });
});

/** The search box: name, e-mail, PAYE reference or supplier name, ignoring case. */
describe('payroll company search', () => {
  const acme = {
    name: 'Acme Payroll Ltd',
    email: 'pay@acme.example',
    payeReference: '123/AB456',
    supplierName: 'Northern Supplies',
  };
  const bare = { name: 'Bare Payroll', email: null, payeReference: null, supplierName: null };

  it.each([
    ['', true],
    ['   ', true],
    ['acme', true],
    ['  PAYROLL ltd ', true],
    ['pay@ACME', true],
    ['123/ab', true],
    ['northern', true],
    ['internal', false],
    ['Zeta', false],
  ])('%j matches Acme: %s', (q, expected) => {
    expect(matchesCompanySearch(acme, q)).toBe(expected);
  });

  it('finds a company without optional fields by name only', () => {
    expect(searchCompanies([acme, bare], 'bare')).toEqual([bare]);
    expect(searchCompanies([acme, bare], 'supplies')).toEqual([acme]);
    expect(searchCompanies([acme, bare], '')).toEqual([acme, bare]);
  });
});

describe('payroll company dialog', () => {
  it('sends only the fields changed in an edit (a cleared field as null)', () => {
    const values = { name: 'Acme', email: null, payeReference: '123/AB', supplierName: null, internalReference: null };
    expect(changedFields(values, { email: true, payeReference: true })).toEqual({
      email: null,
      payeReference: '123/AB',
    });
    expect(changedFields(values, {})).toEqual({});
  });

  it('asks the spec question before deleting', () => {
    expect(deleteCompanyQuestion('Acme Payroll Ltd')).toBe(
      'Are you sure you want to delete "Acme Payroll Ltd"? This action cannot be undone.',
    );
  });
});
