import { describe, expect, it } from 'vitest';
import {
  completionBadge,
  completionFields,
  completionLabel,
  completionPercentage,
  missingRequiredFields,
  requiredWorkerFields,
} from '../../src/shared/domain/worker-completion.ts';
import {
  authoriseRefusal,
  initialWorkerState,
  nextStatus,
  statusChangeMeaning,
  workerBadge,
  workerTab,
  type WorkerState,
} from '../../src/shared/domain/worker-status.ts';

const full = Object.fromEntries(completionFields.map((f) => [f, f.endsWith('Id') ? 1 : 'x']));
const without = (...fields: string[]) => ({ ...full, ...Object.fromEntries(fields.map((f) => [f, ''])) });

describe('completion counts filled fields out of 24', () => {
  it('has 24 counted fields and 22 required ones', () => {
    expect(completionFields).toHaveLength(24);
    expect(requiredWorkerFields).toHaveLength(22);
  });
  it.each([
    [full, 100],
    [without('agencyId'), 95],
    [without('agencyId', 'payrollCompanyId', 'title', 'initial', 'gender'), 79],
    [{}, 0],
    [{ firstName: '  ' }, 0],
  ])('%# -> %i%%', (worker, pct) => expect(completionPercentage(worker)).toBe(pct));
  it('lists missing required fields', () =>
    expect(missingRequiredFields(without('email', 'agencyId'))).toEqual(['email']));
});

describe('labels and badges', () => {
  it.each([
    [100, 'Complete'],
    [75, 'Nearly Complete'],
    [99, 'Nearly Complete'],
    [50, 'In Progress'],
    [49, 'Incomplete'],
  ] as const)('%i%% is %s', (pct, label) => expect(completionLabel(pct)).toBe(label));
  it.each([
    [100, 'Complete', 'green'],
    [80, '80%', 'yellow'],
    [79, '79%', 'red'],
  ] as const)('list badge at %i%%', (pct, text, color) => expect(completionBadge(pct)).toEqual({ text, color }));
  it.each([
    [{ status: 'left', authorised: true, completionPercentage: 100 }, 'Left'],
    [{ status: 'active', authorised: false, completionPercentage: 100 }, 'Pending'],
    [{ status: 'active', authorised: true, completionPercentage: 100 }, 'Active'],
    [{ status: 'on_hold', authorised: true, completionPercentage: 95 }, 'On Hold'],
  ] as const)('badge %#', (w, badge) => expect(workerBadge(w as WorkerState)).toBe(badge));
  it.each([
    [{ status: 'left', authorised: true }, 'left'],
    [{ status: 'on_hold', authorised: true }, 'authorised'],
    [{ status: 'active', authorised: false }, 'pending'],
  ] as const)('tab %#', (w, tab) => expect(workerTab(w)).toBe(tab));
});

describe('the four automatic status transitions', () => {
  const state = (status: WorkerState['status'], authorised: boolean, completionPercentage: number): WorkerState => ({
    status,
    authorised,
    completionPercentage,
  });
  it('authorised and active with a required field missing goes to on_hold', () =>
    expect(nextStatus(state('active', true, 95), without('email'))).toBe('on_hold'));
  it('authorised and on_hold with nothing missing and 100% goes to active', () =>
    expect(nextStatus(state('on_hold', true, 100), full)).toBe('active'));
  it('authorised and on_hold stays on_hold below 100% even with required fields filled', () =>
    expect(nextStatus(state('on_hold', true, 95), without('agencyId'))).toBe('on_hold'));
  it('not authorised and active with fields missing goes to pending', () =>
    expect(nextStatus(state('active', false, 95), without('phone'))).toBe('pending'));
  it('pending with 100% completion goes to active', () =>
    expect(nextStatus(state('pending', false, 100), full)).toBe('active'));
  it('left never moves by itself', () => expect(nextStatus(state('left', true, 50), {})).toBe('left'));
});

describe('what an automatic status change means to the user (issue 9 item 5)', () => {
  it.each([
    // from, to, authorised, meaning
    ['pending', 'active', false, 'ready_to_authorise'],
    ['on_hold', 'active', true, 'active_again'],
    ['active', 'on_hold', true, 'on_hold'],
    ['active', 'pending', false, 'no_longer_ready'],
    ['active', 'left', true, null],
  ] as const)('%s -> %s (authorised %s) means %s', (from, to, authorised, meaning) => {
    expect(statusChangeMeaning({ from, to }, authorised)).toBe(meaning);
  });

  it('a pending worker completed to 100% is stored active, yet still badged Pending: ready to authorise, not active', () => {
    const completed = {
      status: nextStatus({ status: 'pending', authorised: false, completionPercentage: 100 }, {}),
      authorised: false,
      completionPercentage: 100,
    };
    expect(workerBadge(completed)).toBe('Pending');
    expect(statusChangeMeaning({ from: 'pending', to: completed.status }, completed.authorised)).toBe(
      'ready_to_authorise',
    );
  });
});

describe('creation and authorisation', () => {
  it.each([
    [100, true, true, { authorised: true, status: 'active' }],
    [100, true, false, { authorised: false, status: 'pending' }],
    [100, false, true, { authorised: false, status: 'pending' }],
    [95, true, true, { authorised: false, status: 'pending' }],
  ] as const)('created at %i%% by an authoriser=%s with a passing check=%s', (pct, may, rtw, expected) =>
    expect(initialWorkerState(pct, may, rtw)).toEqual(expected),
  );
  it.each([
    [{ status: 'active', authorised: false, completionPercentage: 100 }, true, null],
    [{ status: 'pending', authorised: false, completionPercentage: 96 }, true, 'incomplete'],
    [{ status: 'active', authorised: false, completionPercentage: 100 }, false, 'role'],
    [{ status: 'left', authorised: false, completionPercentage: 100 }, true, 'left'],
    [{ status: 'active', authorised: true, completionPercentage: 100 }, true, 'already'],
  ] as const)('authorise refusal %#', (w, may, refusal) =>
    expect(authoriseRefusal(w as WorkerState, may)).toBe(refusal),
  );
});
