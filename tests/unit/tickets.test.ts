import { describe, expect, it } from 'vitest';
import { dueDateFor, formatTicketNumber, isTicketDone, isTicketOverdue } from '../../src/shared/domain/tickets.ts';

describe('ticket numbers (TKT-00001 onward)', () => {
  it.each([
    [1, 'TKT-00001'],
    [42, 'TKT-00042'],
    [99999, 'TKT-99999'],
    [100000, 'TKT-100000'],
    [1234567, 'TKT-1234567'],
  ])('id %i is %s', (id, number) => {
    expect(formatTicketNumber(id)).toBe(number);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s as an id', (id) => {
    expect(() => formatTicketNumber(id)).toThrow(RangeError);
  });
});

describe('overdue: due date passed and not closed or archived', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const past = new Date('2025-06-10T11:59:59Z');
  const future = new Date('2025-06-10T12:00:01Z');

  it.each([
    ['open, due a second ago', { status: 'open', dueDate: past }, true],
    ['in progress, due a second ago', { status: 'in-progress', dueDate: past }, true],
    ['open, due in a second', { status: 'open', dueDate: future }, false],
    ['open, due exactly now', { status: 'open', dueDate: now }, false],
    ['closed, long past due', { status: 'closed', dueDate: new Date('2020-01-01T00:00:00Z') }, false],
    [
      'archived (shown as Closed), long past due',
      { status: 'archived', dueDate: new Date('2020-01-01T00:00:00Z') },
      false,
    ],
    ['open, due date as an ISO string in the past', { status: 'open', dueDate: '2025-06-09T12:00:00.000Z' }, true],
  ])('%s -> %s', (_label, ticket, overdue) => {
    expect(isTicketOverdue(ticket, now)).toBe(overdue);
  });

  it('treats closed and archived as done, open and in-progress not', () => {
    expect(['open', 'in-progress', 'closed', 'archived'].map(isTicketDone)).toEqual([false, false, true, true]);
  });
});

describe('due date', () => {
  it('is 24 hours after creation by default, or the SLA hours given', () => {
    const created = new Date('2025-03-29T23:30:00Z');
    expect(dueDateFor(created).toISOString()).toBe('2025-03-30T23:30:00.000Z');
    expect(dueDateFor(created, 72).toISOString()).toBe('2025-04-01T23:30:00.000Z');
  });
});
