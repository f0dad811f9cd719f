import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/client/lib/format-date.ts';

/** One day format and one instant format on every screen, in Europe/London (docs/domain.md). */
describe('client date formats', () => {
  it.each([
    ['2024-05-17T13:03:00.000Z', '17/05/2024 14:03'], // BST
    ['2024-01-17T13:03:00.000Z', '17/01/2024 13:03'], // GMT
    ['2024-05-16T23:30:00.000Z', '17/05/2024 00:30'], // already the 17th in London
  ])('an instant %s is shown %s', (value, shown) => {
    expect(formatDateTime(value)).toBe(shown);
  });

  it('a day is the London calendar day', () => {
    expect(formatDate('2024-05-16T23:30:00.000Z')).toBe('17/05/2024');
    expect(formatDate('2024-05-17')).toBe('17/05/2024');
  });

  it.each([[null], [undefined], [''], ['not a date']])('%j shows as a dash', (value) => {
    expect(formatDate(value)).toBe('—');
    expect(formatDateTime(value)).toBe('—');
  });
});
