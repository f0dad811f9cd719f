import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { sarDaysLeft, sarDueDate } from '../../src/shared/domain/subject-access.ts';

describe('sarDueDate: one calendar month after receipt (docs/domain.md, "Subject access requests")', () => {
  it.each([
    ['2026-01-15', '2026-02-15'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2028-01-30', '2028-02-29'],
    ['2026-01-29', '2026-02-28'],
    ['2026-03-30', '2026-04-30'],
    ['2026-03-31', '2026-04-30'],
    ['2026-04-30', '2026-05-30'],
    ['2026-05-31', '2026-06-30'],
    ['2026-08-31', '2026-09-30'],
    ['2026-12-31', '2027-01-31'],
    ['2026-12-01', '2027-01-01'],
    ['2028-02-29', '2028-03-29'],
    ['2026-02-28', '2026-03-28'],
  ])('received %s is due %s', (received, due) => {
    expect(sarDueDate(received)).toBe(due);
  });

  it.each([
    ['2026-01-15', '2026-04-15'],
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2026-12-31', '2027-03-31'],
    ['2026-05-31', '2026-08-31'],
    ['2026-03-31', '2026-06-30'],
    ['2028-02-29', '2028-05-29'],
    ['2026-10-31', '2027-01-31'],
  ])('extended, received %s is due %s (three months from receipt)', (received, due) => {
    expect(sarDueDate(received, true)).toBe(due);
  });

  it('counts the extension from the received date, not from the first due date', () => {
    // 31/01 -> 28/02 -> (+2 months from 28/02 would be 28/04) but 31/01 + 3 months is 30/04.
    expect(sarDueDate('2026-01-31')).toBe('2026-02-28');
    expect(sarDueDate('2026-01-31', true)).toBe('2026-04-30');
  });
});

describe('sarDaysLeft', () => {
  it.each([
    ['2026-02-28', '2026-02-21', 7],
    ['2026-02-28', '2026-02-28', 0],
    ['2026-02-28', '2026-03-01', -1],
    ['2028-03-01', '2028-02-28', 2],
    ['2026-04-30', '2026-03-29', 32],
    ['2026-03-30', '2026-03-28', 2],
  ])('due %s, today %s: %i days left', (due, today, left) => {
    expect(sarDaysLeft(due, today)).toBe(left);
  });

  it('counts from today in Europe/London: 23:30 UTC on 28/06 is already 29/06 in London', () => {
    const today = todayInLondon(new Date('2026-06-28T23:30:00Z'));
    expect(today).toBe('2026-06-29');
    expect(sarDaysLeft('2026-06-30', today)).toBe(1);
  });
});
