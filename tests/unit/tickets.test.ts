import { describe, expect, it } from 'vitest';
import {
  countAppliedTicketFilters,
  defaultTicketSort,
  dueDateFor,
  formatTicketNumber,
  isTicketDone,
  isTicketOverdue,
  ticketBadgeOf,
  ticketLabel,
  ticketTabOf,
  workingStatusOf,
} from '../../src/shared/domain/tickets.ts';

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

describe('due date: creation + SLA hours (24 by default), across the clock change', () => {
  it.each([
    ['2025-03-29T23:30:00Z', undefined, '2025-03-30T23:30:00.000Z'],
    ['2025-03-29T23:30:00Z', 72, '2025-04-01T23:30:00.000Z'],
    ['2025-10-25T12:00:00Z', 24, '2025-10-26T12:00:00.000Z'],
    ['2025-06-10T12:00:00Z', 1, '2025-06-10T13:00:00.000Z'],
  ])('%s + %s hours -> %s', (created, sla, due) => {
    expect(dueDateFor(new Date(created), sla).toISOString()).toBe(due);
  });
});

describe('the tab of a ticket (docs/domain.md, Tickets)', () => {
  it.each([
    ['open, nobody has it', { status: 'open', assignedTo: null }, 'open'],
    ['in progress, claimed', { status: 'in-progress', assignedTo: 7 }, 'pending'],
    ['open but assigned (reopened with its assignee)', { status: 'open', assignedTo: 7 }, 'pending'],
    ['closed, claimed', { status: 'closed', assignedTo: 7 }, 'archive'],
    ['closed, nobody had it', { status: 'closed', assignedTo: null }, 'archive'],
    ['archived', { status: 'archived', assignedTo: 7 }, 'archive'],
  ])('%s -> %s', (_label, ticket, tab) => {
    expect(ticketTabOf(ticket)).toBe(tab);
  });
});

describe('the badge (docs/domain.md, Tickets): Open, In Progress (highlighted with comments), Closed', () => {
  it.each([
    ['open', { status: 'open', assignedTo: null, commentCount: 0 }, 'Open', false],
    ['open with comments is not highlighted', { status: 'open', assignedTo: null, commentCount: 3 }, 'Open', false],
    ['claimed, no comments', { status: 'in-progress', assignedTo: 7, commentCount: 0 }, 'In Progress', false],
    ['claimed with a comment', { status: 'in-progress', assignedTo: 7, commentCount: 1 }, 'In Progress', true],
    ['closed', { status: 'closed', assignedTo: 7, commentCount: 2 }, 'Closed', false],
    ['archived is shown as Closed', { status: 'archived', assignedTo: null, commentCount: 0 }, 'Closed', false],
  ])('%s -> %s', (_label, ticket, label, isHighlighted) => {
    expect(ticketBadgeOf(ticket)).toEqual({ label, isHighlighted });
  });
});

describe("the number of applied filters, for 'Clear filters (N)'", () => {
  it.each([
    ['nothing', {}, 0],
    ['a blank search', { q: '   ' }, 0],
    ['source all', { source: 'all' }, 0],
    ['an empty assignee', { assignedTo: '' }, 0],
    ['a null assignee', { assignedTo: null }, 0],
    ['overdue false', { overdue: false }, 0],
    ['a search', { q: 'payslip' }, 1],
    ['source worker', { source: 'worker' }, 1],
    ['assignee me', { assignedTo: 'me' }, 1],
    ['assignee by id', { assignedTo: 7 }, 1],
    ['overdue', { overdue: true }, 1],
    [
      'all six',
      { q: 'x', source: 'agency', priority: 'high', category: 'compliance', assignedTo: 7, overdue: true },
      6,
    ],
  ])('%s -> %i', (_label, filters, count) => {
    expect(countAppliedTicketFilters(filters)).toBe(count);
  });
});

describe('default sort, working status and labels', () => {
  it('sorts Open and Pending by due date, Archive newest first', () => {
    expect([defaultTicketSort('open'), defaultTicketSort('pending'), defaultTicketSort('archive')]).toEqual([
      'due',
      'due',
      'newest',
    ]);
  });

  it('a ticket not done is in-progress when someone has it, else open', () => {
    expect([workingStatusOf(null), workingStatusOf(3)]).toEqual(['open', 'in-progress']);
  });

  it.each([
    ['category', 'payroll-issue', 'Payroll issue'],
    ['method', 'whatsapp', 'WhatsApp'],
    ['outcome', 'follow-up-needed', 'Follow up needed'],
    ['method', 'Phone', 'Phone'],
    ['priority', null, ''],
  ] as const)('%s %s is shown %j', (kind, value, label) => {
    expect(ticketLabel(kind, value)).toBe(label);
  });
});
