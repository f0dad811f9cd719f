import { describe, expect, it } from 'vitest';
import {
  feedbackChanges,
  feedbackLabel,
  feedbackOptions,
  feedbackSender,
  keptAdminNotes,
  statusChangeMessage,
} from '../../src/shared/domain/feedback.ts';
import { updateFeedbackBody } from '../../src/shared/api/feedback.ts';

describe('keptAdminNotes (docs/domain.md, Feedback management: blank notes are left out)', () => {
  it.each([
    ['  Looking into it  ', 'Looking into it'],
    ['Line one\nLine two\n', 'Line one\nLine two'],
    ['', undefined],
    ['   \t\n ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j keeps %j', (notes, kept) => {
    expect(keptAdminNotes(notes)).toBe(kept);
  });
});

describe('feedbackChanges', () => {
  it.each([
    [
      { status: 'resolved', adminNotes: '  Done ' },
      { status: 'resolved', adminNotes: 'Done' },
    ],
    [{ status: 'closed', adminNotes: '   ' }, { status: 'closed' }],
    [{ status: 'in_progress', adminNotes: null }, { status: 'in_progress' }],
    [{ adminNotes: 'Only notes' }, { adminNotes: 'Only notes' }],
    [{ adminNotes: '' }, {}],
    [{}, {}],
  ] as const)('%j changes %j', (input, changes) => {
    expect(feedbackChanges(input)).toEqual(changes);
  });
});

describe('updateFeedbackBody', () => {
  it.each([
    [
      { status: 'resolved', adminNotes: ' x ' },
      { status: 'resolved', adminNotes: 'x' },
    ],
    [{ status: 'open', adminNotes: ' ' }, { status: 'open' }],
  ])('%j parses to %j', (body, parsed) => {
    expect(updateFeedbackBody.parse(body)).toEqual(parsed);
  });

  it.each([[{}], [{ adminNotes: '  ' }], [{ status: 'reopened' }], [{ adminNotes: 'x'.repeat(2001) }]])(
    'refuses %j',
    (body) => {
      expect(updateFeedbackBody.safeParse(body).success).toBe(false);
    },
  );
});

describe('labels', () => {
  it.each([
    ['category', 'feature_request', 'Feature Request'],
    ['category', 'bug_report', 'Bug Report'],
    ['category', 'improvement', 'Improvement'],
    ['category', 'other', 'Other'],
    ['priority', 'urgent', 'Urgent'],
    ['priority', 'low', 'Low'],
    ['status', 'open', 'Open'],
    ['status', 'in_progress', 'In Progress'],
    ['status', 'resolved', 'Resolved'],
    ['status', 'closed', 'Closed'],
    ['status', 'archived', 'archived'],
  ] as const)('%s %s is %s', (kind, value, label) => {
    expect(feedbackLabel(kind, value)).toBe(label);
  });

  it('offers the values in the spec order', () => {
    expect(feedbackOptions('status').map((o) => o.value)).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    expect(feedbackOptions('priority').map((o) => o.label)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  });
});

describe('statusChangeMessage', () => {
  it.each([
    ['in_progress', 'Feedback marked as in progress'],
    ['resolved', 'Feedback marked as resolved'],
    ['closed', 'Feedback closed'],
    ['open', 'Feedback updated successfully'],
  ] as const)('%s says %s', (status, message) => {
    expect(statusChangeMessage(status)).toBe(message);
  });
});

describe('feedbackSender', () => {
  it.each([
    [{ userFirstName: 'Sam', userLastName: 'Support', userEmail: 'sam@example.com' }, 'Sam Support (sam@example.com)'],
    [
      { userFirstName: 'Vera Visitor', userLastName: '', userEmail: 'vera@example.com' },
      'Vera Visitor (vera@example.com)',
    ],
    [{ userFirstName: null, userLastName: null, userEmail: 'x@example.com' }, 'x@example.com'],
    [{ userFirstName: 'Ann', userLastName: null, userEmail: null }, 'Ann'],
    [{ userFirstName: null, userLastName: null, userEmail: null }, 'Unknown sender'],
  ])('%j is %s', (item, line) => {
    expect(feedbackSender(item)).toBe(line);
  });
});
