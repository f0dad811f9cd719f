import { describe, expect, it } from 'vitest';
import { duplicateReasons } from '../../src/shared/domain/worker-import/duplicates.ts';
import {
  batchVisibilityOf,
  importNote,
  undoRefusal,
} from '../../src/server/modules/worker-import/worker-import-batch-rules.ts';
import {
  duplicateReasonChanges,
  existingMatch,
  existingMatchChanged,
  indexExistingWorkers,
  type DuplicatePictureRow,
} from '../../src/server/modules/worker-import/worker-import-duplicates.ts';
import { firstIndexOfPage } from '../../src/server/modules/worker-import/worker-import-review.service.ts';
import { sameMappings } from '../../src/server/modules/worker-import/worker-import-checks.ts';

/** The import server's own rules, read as docs/domain.md ("Bulk worker import") says them. */

const all = { kind: 'all' } as const;
const agency7 = { kind: 'agency', agencyId: 7 } as const;
const existing = indexExistingWorkers([
  { id: 1, agencyId: 7, niNumber: 'AB123456C', email: 'ann@example.com' },
  { id: 2, agencyId: 8, niNumber: 'CE123456A', email: 'bob@example.com' },
  { id: 3, agencyId: 8, niNumber: null, email: 'shared@example.com' },
  { id: 4, agencyId: 7, niNumber: null, email: 'shared@example.com' },
]);

describe('a row against the existing workers', () => {
  it.each([
    ['no match is no duplicate', { niKey: 'ZZ000000A', emailKey: 'new@example.com' }, all, null],
    [
      'the NI number of a worker: a duplicate of that worker',
      { niKey: 'AB123456C', emailKey: null },
      agency7,
      { kind: 'duplicate', workerId: 1, reason: duplicateReasons.existingNi },
    ],
    [
      'the NI number decides before the e-mail',
      { niKey: 'AB123456C', emailKey: 'bob@example.com' },
      all,
      { kind: 'duplicate', workerId: 1, reason: duplicateReasons.existingNi },
    ],
    [
      'an e-mail of a worker',
      { niKey: null, emailKey: 'bob@example.com' },
      all,
      { kind: 'duplicate', workerId: 2, reason: duplicateReasons.existingEmail },
    ],
    [
      "for a client user, another agency's worker is an error naming no one",
      { niKey: 'CE123456A', emailKey: null },
      agency7,
      { kind: 'outside-agency', error: { field: 'niNumber', message: duplicateReasons.outsideAgency } },
    ],
    [
      'an e-mail shared by several workers matches the first the user may see',
      { niKey: null, emailKey: 'shared@example.com' },
      agency7,
      { kind: 'duplicate', workerId: 4, reason: duplicateReasons.existingEmail },
    ],
    [
      "an e-mail only another agency's workers have is an error",
      { niKey: null, emailKey: 'bob@example.com' },
      agency7,
      { kind: 'outside-agency', error: { field: 'email', message: duplicateReasons.outsideAgency } },
    ],
  ] as const)('%s', (_label, keys, scope, expected) => {
    expect(existingMatch(existing, keys, scope)).toEqual(expected);
  });
});

const pictureRow = (rowIndex: number, niKey: string | null, more: Partial<DuplicatePictureRow> = {}) => ({
  rowIndex,
  rowNumber: rowIndex + 2,
  niKey,
  emailKey: null,
  duplicateWorkerId: null,
  outsideAgencyMatch: false,
  duplicateReason: null,
  ...more,
});

describe('the file picture after a change', () => {
  it('a later row with the same NI number becomes a duplicate of the first', () => {
    expect(duplicateReasonChanges([pictureRow(0, 'A'), pictureRow(1, 'A')])).toEqual([
      { rowIndex: 1, reason: duplicateReasons.sameNiAs(2) },
    ]);
  });
  it('a row whose first occurrence was removed is a duplicate no longer', () => {
    const stale = pictureRow(3, 'A', { duplicateReason: duplicateReasons.sameNiAs(2) });
    expect(duplicateReasonChanges([stale])).toEqual([{ rowIndex: 3, reason: null }]);
  });
  it("a row matching an existing worker keeps that worker's reason", () => {
    const matched = pictureRow(1, 'A', { duplicateWorkerId: 9, duplicateReason: duplicateReasons.existingNi });
    expect(duplicateReasonChanges([pictureRow(0, 'A'), matched])).toEqual([]);
  });
  it('unchanged reasons are not written again', () => {
    expect(
      duplicateReasonChanges([
        pictureRow(0, 'A'),
        pictureRow(1, 'A', { duplicateReason: duplicateReasons.sameNiAs(2) }),
      ]),
    ).toEqual([]);
  });
  it.each([
    ['still no match', pictureRow(0, 'A'), null, false],
    [
      'a worker added since',
      pictureRow(0, 'A'),
      { kind: 'duplicate', workerId: 5, reason: duplicateReasons.existingNi },
      true,
    ],
    ['the worker is gone', pictureRow(0, 'A', { duplicateWorkerId: 5 }), null, true],
    [
      'now outside the agency',
      pictureRow(0, 'A'),
      { kind: 'outside-agency', error: { field: 'niNumber', message: '' } },
      true,
    ],
  ] as const)('a stored match that changed: %s', (_label, row, match, changed) => {
    expect(existingMatchChanged(row, match)).toBe(changed);
  });
});

describe('batches', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = new Date('2025-06-10T12:00:00Z');
  it.each([
    ['within 7 days', { createdAt: new Date(now.getTime() - 6 * day), undoneAt: null }, null],
    ['after 7 days', { createdAt: new Date(now.getTime() - 7 * day - 1000), undoneAt: null }, 'too-late'],
    ['undone already', { createdAt: now, undoneAt: now }, 'undone'],
  ] as const)('undo %s', (_label, batch, refusal) => {
    expect(undoRefusal(batch, now)).toBe(refusal);
  });
  it.each([
    ['an administrator sees every batch', { id: 1, role: 'admin', agencyId: null }, { kind: 'all' }],
    ['a client user its agency', { id: 2, role: 'client', agencyId: 7 }, { kind: 'agency', agencyId: 7 }],
    ['a client user without an agency none', { id: 3, role: 'client', agencyId: null }, { kind: 'none' }],
    ['finance its own', { id: 4, role: 'finance', agencyId: null }, { kind: 'own', userId: 4 }],
    ['support its own', { id: 5, role: 'support', agencyId: null }, { kind: 'own', userId: 5 }],
  ] as const)('%s', (_label, user, visibility) => {
    expect(batchVisibilityOf(user)).toEqual(visibility);
  });
  it('the note says what happened', () => {
    expect(importNote({ created: 12, updated: 2, skipped: 1 })).toBe(
      '12 workers added to Pending, 2 updated, 1 skipped',
    );
    expect(importNote({ created: 1, updated: 0, skipped: 0 })).toBe('1 worker added to Pending, 0 updated, 0 skipped');
  });
});

describe('review pages and mappings', () => {
  it.each([
    [0, [], 0],
    [100, [], 100],
    [0, [0], 1],
    [5, [5], 6],
    [5, [2, 3], 7],
    [5, [9], 5],
    [10, [0, 1, 2, 50], 13],
  ])('position %i with rows %j removed starts at index %i', (position, removed, index) => {
    expect(firstIndexOfPage(position, removed)).toBe(index);
  });
  it('mappings are the same whatever the order of their keys', () => {
    expect(sameMappings({ A: 'firstName', B: null }, { B: null, A: 'firstName' })).toBe(true);
    expect(sameMappings({ A: 'firstName', B: null }, { A: 'lastName', B: null })).toBe(false);
    expect(sameMappings({ A: 'firstName' }, null)).toBe(false);
  });
});
