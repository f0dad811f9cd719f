import { describe, expect, it } from 'vitest';
import {
  followUpDate,
  isShareCodeStale,
  missingForMethod,
  normaliseShareCode,
  rtwStanding,
  shareCodeProblem,
  type RtwCheckFacts,
} from '../../src/shared/domain/right-to-work.ts';

const TODAY = '2026-11-28';
const pass = (facts: Partial<RtwCheckFacts>): RtwCheckFacts => ({
  method: 'list-a',
  checkDate: '2026-01-10',
  permissionEndDate: null,
  noticeDate: null,
  applicationPending: false,
  outcome: 'pass',
  ...facts,
});

// Each case: the check, its follow-up date, the worker's status on TODAY.
const cases: [string, RtwCheckFacts, string | null, string][] = [
  ['British passport, manual List A', pass({ method: 'list-a' }), null, 'continuous'],
  ['Irish passport, manual List A', pass({ method: 'list-a' }), null, 'continuous'],
  ['British passport through an identity service provider', pass({ method: 'idsp' }), null, 'continuous'],
  ['settled status, online without an end date', pass({ method: 'online' }), null, 'continuous'],
  [
    'pre-settled status, online with an end date',
    pass({ method: 'online', permissionEndDate: '2028-03-01' }),
    '2028-03-01',
    'due',
  ],
  [
    'a visa checked online, ending in 20 days',
    pass({ method: 'online', permissionEndDate: '2026-12-18' }),
    '2026-12-18',
    'due-soon',
  ],
  [
    'a student visa with term-time restrictions, online',
    pass({ method: 'online', permissionEndDate: '2027-09-30' }),
    '2027-09-30',
    'due',
  ],
  [
    'List B group 1 by documents, permission ended',
    pass({ method: 'list-b-group-1', permissionEndDate: '2026-11-01' }),
    '2026-11-01',
    'lapsed',
  ],
  [
    'a Positive Verification Notice (List B group 2): notice date + 6 months',
    pass({ method: 'list-b-group-2', noticeDate: '2026-08-31' }),
    '2027-02-28',
    'due',
  ],
  [
    'an Employer Checking Service notice: notice date + 6 months',
    pass({ method: 'ecs', noticeDate: '2026-06-15' }),
    '2026-12-15',
    'due-soon',
  ],
  [
    'an in-time application pending: permission end + 28 days',
    pass({ method: 'online', permissionEndDate: '2026-11-20', applicationPending: true }),
    '2026-12-18',
    'due-soon',
  ],
  ['a follow-up date of today has lapsed', pass({ method: 'online', permissionEndDate: TODAY }), TODAY, 'lapsed'],
  ['a failed check gives no excuse', pass({ method: 'list-a', outcome: 'fail' }), null, 'none'],
  ['a referred check gives no excuse', pass({ method: 'online', outcome: 'referred' }), null, 'none'],
  ['derived from a document without an expiry (method unknown)', pass({ method: null }), null, 'continuous'],
  [
    'derived from a document with an expiry (method unknown)',
    pass({ method: null, permissionEndDate: '2027-04-30' }),
    '2027-04-30',
    'due',
  ],
];

describe('right-to-work follow-up dates and statuses', () => {
  it.each(cases)('%s', (_name, check, due, status) => {
    expect(followUpDate(check)).toBe(due);
    expect(rtwStanding([{ ...check, id: 1 }], TODAY)).toEqual({
      status,
      followUpDate: status === 'continuous' || status === 'none' ? null : due,
      reviewNeeded: check.method === null,
    });
  });

  it('no check at all is none', () => {
    expect(rtwStanding([], TODAY)).toEqual({ status: 'none', followUpDate: null, reviewNeeded: false });
  });

  it('a check made after one derived from a document ends the review', () => {
    const derived = { ...pass({ method: null, checkDate: '2025-07-01' }), id: 1 };
    const real = { ...pass({ method: 'online', checkDate: '2026-02-01', permissionEndDate: '2029-01-01' }), id: 2 };
    expect(rtwStanding([derived], TODAY).reviewNeeded).toBe(true);
    expect(rtwStanding([derived, real], TODAY)).toEqual({
      status: 'due',
      followUpDate: '2029-01-01',
      reviewNeeded: false,
    });
  });

  it('the latest passing check decides: a follow-up check ends a lapse, a later failed check does not', () => {
    const lapsed = { ...pass({ method: 'online', permissionEndDate: '2026-10-01' }), id: 1 };
    const followUp = { ...pass({ method: 'online', checkDate: '2026-09-30', permissionEndDate: '2029-01-01' }), id: 2 };
    const failed = { ...pass({ method: 'online', checkDate: '2026-11-01', outcome: 'fail' }), id: 3 };
    expect(rtwStanding([lapsed], TODAY).status).toBe('lapsed');
    expect(rtwStanding([lapsed, followUp, failed], TODAY)).toEqual({
      status: 'due',
      followUpDate: '2029-01-01',
      reviewNeeded: false,
    });
    const sameDay = { ...pass({ method: 'list-a', checkDate: '2026-09-30' }), id: 4 };
    expect(rtwStanding([followUp, sameDay], TODAY).status).toBe('continuous');
  });
});

describe('share codes', () => {
  it('are W then 8 letters or digits, spaces ignored and upper-cased', () => {
    expect(normaliseShareCode(' w12 345 6ab ')).toBe('W123456AB');
    expect(shareCodeProblem('w12 345 6ab')).toBeNull();
    for (const bad of ['123456789', 'W1234567', 'W123456789', 'X12345678', 'W1234-5678', ''])
      expect(shareCodeProblem(bad), bad).toBe('A share code is 9 characters: W then 8 letters or digits');
  });

  it('are stale more than 90 days after the worker gave them', () => {
    expect(isShareCodeStale('2026-08-30', TODAY)).toBe(false);
    expect(isShareCodeStale('2026-08-29', TODAY)).toBe(true);
  });
});

describe('what a passing check must carry', () => {
  it('names the missing date or code for its method', () => {
    const base = { shareCode: null, shareCodeGivenOn: null };
    expect(missingForMethod({ ...pass({ method: 'online' }), ...base })).toBe(
      'An online check needs the share code the worker gave',
    );
    expect(missingForMethod({ ...pass({ method: 'list-b-group-1' }), ...base })).toBe(
      'Enter the date the permission ends',
    );
    expect(missingForMethod({ ...pass({ method: 'list-b-group-2' }), ...base })).toBe(
      'Enter the date of the Positive Verification Notice',
    );
    expect(missingForMethod({ ...pass({ method: 'ecs', noticeDate: '2026-01-01' }), ...base })).toBeNull();
    expect(missingForMethod({ ...pass({ method: 'list-a', applicationPending: true }), ...base })).toBe(
      'Enter the date the permission ends',
    );
    expect(missingForMethod({ ...pass({ method: 'online', outcome: 'fail' }), ...base })).toBeNull();
    expect(missingForMethod({ ...pass({ method: 'online' }), shareCode: 'W12345678', shareCodeGivenOn: null })).toBe(
      'Enter the date the worker gave the share code',
    );
  });

  it('refuses a share code given after the check, whatever the outcome', () => {
    const code = { shareCode: 'W12345678', shareCodeGivenOn: '2026-01-11' };
    for (const outcome of ['pass', 'fail'] as const)
      expect(missingForMethod({ ...pass({ method: 'online', outcome }), ...code })).toBe(
        'The share code must have been given on or before the check date',
      );
    expect(missingForMethod({ ...pass({ method: 'online' }), ...code, shareCodeGivenOn: '2026-01-10' })).toBeNull();
  });
});
