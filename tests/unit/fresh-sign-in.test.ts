import { describe, expect, it } from 'vitest';
import {
  bankDetailFields,
  changesBankDetails,
  FRESH_SIGN_IN_MS,
  isFreshSignIn,
} from '../../src/shared/domain/fresh-sign-in.ts';
import { workerFieldTable } from '../../src/shared/domain/worker-fields.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);

describe('fresh sign-in: the last full sign-in within 5 minutes', () => {
  it('is 5 minutes', () => {
    expect(FRESH_SIGN_IN_MS).toBe(300_000);
  });

  it('a sign-in just now, or exactly 5 minutes ago, is fresh', () => {
    expect(isFreshSignIn(ago(0), now)).toBe(true);
    expect(isFreshSignIn(ago(4 * 60_000 + 59_000), now)).toBe(true);
    expect(isFreshSignIn(ago(FRESH_SIGN_IN_MS), now)).toBe(true);
  });

  it('one a millisecond past 5 minutes, or none at all, is not', () => {
    expect(isFreshSignIn(ago(FRESH_SIGN_IN_MS + 1), now)).toBe(false);
    expect(isFreshSignIn(ago(10 * 60 * 60_000), now)).toBe(false);
    expect(isFreshSignIn(null, now)).toBe(false);
  });

  it("a time a little ahead of now (another instance's clock) counts as fresh", () => {
    expect(isFreshSignIn(new Date(now + 2_000), now)).toBe(true);
  });
});

describe('changesBankDetails: whether an update changes a bank detail', () => {
  const before = { accountName: 'J SMITH', sortCode: '12-34-56', accountNumber: '12345678', bacsReference: null };

  it('the bank fields are the forms’ Bank Details section', () => {
    const section = Object.entries(workerFieldTable)
      .filter(([, meta]) => meta.section === 'bank')
      .map(([field]) => field);
    expect([...bankDetailFields].sort()).toEqual(section.sort());
  });

  it('a new value of any bank field is a change', () => {
    expect(changesBankDetails(before, { accountNumber: '87654321' })).toBe(true);
    expect(changesBankDetails(before, { sortCode: '65-43-21' })).toBe(true);
    expect(changesBankDetails(before, { accountName: 'J SMYTH' })).toBe(true);
    expect(changesBankDetails(before, { bacsReference: 'SMITH J' })).toBe(true);
    expect(changesBankDetails(before, { accountNumber: null })).toBe(true);
  });

  it('the same values sent again, other fields, or clearing an empty field are not', () => {
    expect(changesBankDetails(before, { ...before })).toBe(false);
    expect(changesBankDetails(before, {})).toBe(false);
    expect(changesBankDetails(before, { bacsReference: '' })).toBe(false);
    expect(changesBankDetails(before, { bacsReference: undefined, accountNumber: undefined })).toBe(false);
    const other: Record<string, string> = { firstName: 'Jane' };
    expect(changesBankDetails(before, other)).toBe(false);
  });
});
