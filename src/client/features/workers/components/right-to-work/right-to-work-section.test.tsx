// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rtwCheckPaths, type RtwCheck, type RtwChecksAnswer } from '../../../../../shared/api/rtw-checks.ts';
import { addDays, todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';
import type { Role } from '../../../../../shared/domain/permissions.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { workerKeys } from '../../api/worker-keys.ts';
import { renderUi, signedInUser } from '../../../../../../tests/helpers/render-ui.tsx';
import { RightToWorkSection } from './right-to-work-section.tsx';

const WORKER = 7;

const check = (changes: Partial<RtwCheck> = {}): RtwCheck => ({
  id: 1,
  workerId: WORKER,
  method: 'list-b-group-1',
  checkDate: '2026-03-02',
  permissionEndDate: '2027-02-28',
  noticeDate: null,
  applicationPending: false,
  shareCode: null,
  shareCodeGivenOn: null,
  restrictions: null,
  outcome: 'pass',
  followUpDate: '2027-02-28',
  checkedBy: 4,
  checkedByName: 'Sam Carter',
  reviewNeeded: false,
  evidence: [],
  createdAt: '2026-03-02T10:00:00.000Z',
  ...changes,
});

const answerOf = (changes: Partial<RtwChecksAnswer> = {}): RtwChecksAnswer => ({
  rtwStatus: 'none',
  rtwFollowUpDate: null,
  rtwReviewNeeded: false,
  checks: [],
  ...changes,
});

function openSection(answer: RtwChecksAnswer, role: Role = 'support') {
  return renderUi(<RightToWorkSection workerId={WORKER} />, {
    data: [[queryKeys.currentUser, signedInUser({ role, agencyId: role === 'client' ? 3 : null })]],
    answer: (request) => (request.url === rtwCheckPaths.list.build({ id: WORKER }) ? answer : undefined),
  });
}

describe('Right to Work section: the current status from GET (docs/domain.md, "Right-to-work checks")', () => {
  it.each([
    ['No right-to-work check', answerOf()],
    [
      'Checked (continuous)',
      answerOf({ rtwStatus: 'continuous', checks: [check({ method: 'list-a', followUpDate: null })] }),
    ],
    ['Follow-up due on 28/02/2027', answerOf({ rtwStatus: 'due', rtwFollowUpDate: '2027-02-28', checks: [check()] })],
    [
      'Follow-up due soon: 15/12/2026',
      answerOf({ rtwStatus: 'due-soon', rtwFollowUpDate: '2026-12-15', checks: [check()] }),
    ],
    ['Lapsed since 31/10/2026', answerOf({ rtwStatus: 'lapsed', rtwFollowUpDate: '2026-10-31', checks: [check()] })],
  ])('shows %s', async (text, answer) => {
    openSection(answer);
    expect((await screen.findByTestId('rtw-status')).textContent).toBe(text);
  });

  it('asks for a check to confirm one derived from a document, whose method is unknown', async () => {
    const derived = check({
      method: null,
      checkedByName: null,
      permissionEndDate: null,
      followUpDate: null,
      reviewNeeded: true,
    });
    openSection(answerOf({ rtwStatus: 'continuous', rtwReviewNeeded: true, checks: [derived] }));
    expect((await screen.findByTestId('rtw-status')).textContent).toBe('Checked (continuous)');
    expect(
      screen.getByText(
        'The latest check was derived from a Right to Work document held before checks were kept: record a check to confirm it',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Unknown (from a Right to Work document held before checks were kept)')).toBeTruthy();
  });

  it('asks the worker’s own address', async () => {
    const { requests } = openSection(answerOf());
    await screen.findByTestId('rtw-status');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${rtwCheckPaths.list.build({ id: WORKER })}`]);
  });
});

describe('Right to Work section: the history', () => {
  it('says so when there is no check', async () => {
    openSection(answerOf());
    expect(await screen.findByText('No checks recorded yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Right-to-work checks' })).toBeNull();
  });

  it('lists each check as served, latest first, with labels, follow-ups and evidence links', async () => {
    const latest = check({
      id: 2,
      method: 'list-a',
      checkDate: '2026-06-10',
      permissionEndDate: null,
      followUpDate: null,
      restrictions: 'Term time only: 20 hours a week',
      evidence: [{ id: 9, originalFileName: 'passport scan.pdf', mimeType: 'application/pdf', sizeBytes: 1200 }],
    });
    const failed = check({ id: 1, outcome: 'fail', followUpDate: null, checkedByName: null });
    openSection(answerOf({ rtwStatus: 'continuous', checks: [latest, failed] }));
    const table = await screen.findByRole('table', { name: 'Right-to-work checks' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Check date', 'Method', 'Outcome', 'Follow-up date', 'Checked by', 'Restrictions', 'Evidence'],
      [
        '10/06/2026',
        'Manual check, List A',
        'Pass',
        'None needed',
        'Sam Carter',
        'Term time only: 20 hours a week',
        'passport scan.pdf',
      ],
      ['02/03/2026', 'Manual check, List B group 1', 'Fail', '—', '—', '—', '—'],
    ]);
    const link = within(table).getByRole('link', { name: 'passport scan.pdf' });
    expect(link.getAttribute('href')).toBe(rtwCheckPaths.evidence.build({ id: WORKER, checkId: 2, evidenceId: 9 }));
  });
});

describe('Right to Work section: a stale share code', () => {
  const online = (givenOn: string) =>
    answerOf({
      rtwStatus: 'continuous',
      checks: [check({ method: 'online', shareCode: 'W12345678', shareCodeGivenOn: givenOn, followUpDate: null })],
    });

  it('warns when the latest check’s code was given more than 90 days ago', async () => {
    openSection(online(addDays(todayInLondon(), -91)));
    expect(
      await screen.findByText('This share code is more than 90 days old: ask the worker for a new code'),
    ).toBeTruthy();
  });

  it('says nothing of a code given 90 days ago or less', async () => {
    openSection(online(addDays(todayInLondon(), -90)));
    await screen.findByTestId('rtw-status');
    expect(screen.queryByText(/more than 90 days old/)).toBeNull();
  });
});

describe('Right to Work section: who may record a check', () => {
  it('offers staff Record a check', async () => {
    openSection(answerOf(), 'support');
    await screen.findByTestId('rtw-status');
    expect(screen.getByRole('button', { name: 'Record a check' })).toBeTruthy();
  });

  it('does not offer a client user Record a check', async () => {
    openSection(answerOf(), 'client');
    await screen.findByTestId('rtw-status');
    expect(screen.queryByRole('button', { name: 'Record a check' })).toBeNull();
  });
});

describe('Right to Work section: recording a check', () => {
  it('opens the form in a dialog; once stored it closes and the section and the worker are fetched again', async () => {
    const list = rtwCheckPaths.list.build({ id: WORKER });
    const stored = check({ id: 3, method: 'list-a', permissionEndDate: null, followUpDate: null });
    const { user, requests, queryClient } = renderUi(<RightToWorkSection workerId={WORKER} />, {
      data: [
        [queryKeys.currentUser, signedInUser()],
        [workerKeys.detail(WORKER), { id: WORKER }],
      ],
      answer: (request) => (request.method === 'POST' ? stored : answerOf()),
    });
    await screen.findByTestId('rtw-status');
    await user.click(screen.getByRole('button', { name: 'Record a check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a right-to-work check' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(screen.getByRole('option', { name: 'Manual check, List A' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Check date' }), '02/03/2026');
    await user.tab();
    await user.click(within(dialog).getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'Pass' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record check' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a right-to-work check' })).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${list}`, `POST ${list}`, `GET ${list}`]);
    expect(queryClient.getQueryState(workerKeys.detail(WORKER))?.isInvalidated).toBe(true);
  });
});
