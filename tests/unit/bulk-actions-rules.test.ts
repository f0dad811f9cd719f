import { describe, expect, it } from 'vitest';
import {
  bulkQuestion,
  bulkResultText,
  bulkUndoText,
  isUndoable,
  matchingOf,
} from '../../src/shared/domain/bulk-actions.ts';
import { dueFirst, myWorkKindsOf } from '../../src/shared/domain/my-work.ts';

/** The words of bulk actions (docs/domain.md, "Bulk actions") and My Work's order (docs/domain.md, "My work"). */
describe('bulk actions say how many', () => {
  it('asks with the count and answers with what was done and what could not be', () => {
    expect(bulkQuestion('close', 30, 'ticket')).toBe('Close 30 tickets?');
    expect(bulkQuestion('leave', 1, 'worker')).toBe('Move 1 worker to Left?');
    expect(matchingOf(120, 'ticket')).toBe('120 matching tickets');
    expect(bulkQuestion('request-document', 1200, 'worker')).toBe('Request a document from 1,200 workers?');
    expect(bulkResultText('close', 28, 2)).toBe('28 closed, 2 could not be');
    expect(bulkResultText('claim', 3, 0)).toBe('3 claimed');
    expect(bulkUndoText(30, 0)).toBe('30 put back');
    expect(bulkUndoText(2, 1)).toBe('2 put back, 1 changed since and left as they are');
  });

  it('undoes what keeps a state before, not the tickets a document request raised', () => {
    expect(['claim', 'assign', 'close', 'priority', 'leave'].every((a) => isUndoable(a as 'close'))).toBe(true);
    expect(isUndoable('request-document')).toBe(false);
  });
});

describe('My Work', () => {
  it('shows each role the kinds it handles', () => {
    expect(myWorkKindsOf('admin')).toEqual(['ticket', 'rtw', 'document', 'access-request', 'subject-access-request']);
    expect(myWorkKindsOf('support')).toEqual(['ticket', 'rtw', 'document']);
    expect(myWorkKindsOf('client')).toEqual(['rtw', 'document']);
  });

  it('puts the earliest due first, a ticket by its moment and a day-due item at the start of its day', () => {
    const item = (kind: 'ticket' | 'rtw', dueDate: string, dueAt: string | null) => ({ kind, dueDate, dueAt });
    const sorted = dueFirst([
      item('ticket', '2026-03-12', '2026-03-12T10:00:00.000Z'),
      item('rtw', '2026-03-12', null),
      item('rtw', '2026-03-01', null),
    ]);
    expect(sorted.map((i) => `${i.kind} ${i.dueDate}`)).toEqual([
      'rtw 2026-03-01',
      'rtw 2026-03-12',
      'ticket 2026-03-12',
    ]);
  });
});
