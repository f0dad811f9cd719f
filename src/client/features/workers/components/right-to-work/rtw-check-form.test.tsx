// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rtwCheckPaths, type RtwCheck } from '../../../../../shared/api/rtw-checks.ts';
import { renderUi } from '../../../../../../tests/helpers/render-ui.tsx';
import { RtwCheckForm } from './rtw-check-form.tsx';

const WORKER = 7;
const STALE = 'This share code is more than 90 days old: ask the worker for a new code';

/** The server's answer to POST: the check as stored. */
const stored: RtwCheck = {
  id: 11,
  workerId: WORKER,
  method: 'list-a',
  checkDate: '2026-03-02',
  permissionEndDate: null,
  noticeDate: null,
  applicationPending: false,
  shareCode: null,
  shareCodeGivenOn: null,
  restrictions: null,
  outcome: 'pass',
  followUpDate: null,
  checkedBy: 4,
  checkedByName: 'Sam Carter',
  reviewNeeded: false,
  evidence: [],
  createdAt: '2026-03-02T10:00:00.000Z',
};

function openForm() {
  const onRecorded = vi.fn();
  const rendered = renderUi(<RtwCheckForm workerId={WORKER} onRecorded={onRecorded} onCancel={vi.fn()} />, {
    answer: (request) => (request.method === 'POST' ? stored : undefined),
  });
  const { user } = rendered;
  const choose = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  const typeDate = async (label: string, date: string) => {
    await user.type(screen.getByRole('textbox', { name: label }), date);
    await user.tab();
  };
  return { ...rendered, onRecorded, choose, typeDate };
}

const noticeShown = () => screen.queryByRole('textbox', { name: 'Notice date' }) !== null;

describe('Record a check: the fields each method asks for (docs/domain.md, "Right-to-work checks")', () => {
  it('labels every field', () => {
    openForm();
    for (const name of ['Method', 'Outcome']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    for (const name of ['Check date', 'Permission end date', 'Restrictions'])
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Application pending' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Evidence' })).toBeTruthy();
  });

  it.each([
    ['Manual check, List A', false],
    ['Manual check, List B group 1', false],
    ['Manual check, List B group 2 (Positive Verification Notice)', true],
    ['Online check with a share code', false],
    ['Identity service provider', false],
    ['Employer Checking Service', true],
  ])('%s: the notice date shown is %s', async (method, shown) => {
    const { choose } = openForm();
    expect(noticeShown()).toBe(false);
    await choose('Method', method);
    expect(noticeShown()).toBe(shown);
  });

  it('asks for the share code and the date the worker gave it only for an online check', async () => {
    const { choose } = openForm();
    await choose('Method', 'Manual check, List A');
    expect(screen.queryByRole('textbox', { name: 'Share code' })).toBeNull();
    await choose('Method', 'Online check with a share code');
    expect(screen.getByRole('textbox', { name: 'Share code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Date the worker gave the code' })).toBeTruthy();
  });
});

describe('Record a check: the follow-up date it will give, as typed', () => {
  it('a visa seen by documents: the permission end date', async () => {
    const { choose, typeDate } = openForm();
    await choose('Method', 'Manual check, List B group 1');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    expect(screen.queryByText(/Follow-up needed by/)).toBeNull();
    await typeDate('Permission end date', '28/02/2027');
    expect(screen.getByText('Follow-up needed by 28/02/2027')).toBeTruthy();
  });

  it('a Positive Verification Notice: six months from the notice', async () => {
    const { choose, typeDate } = openForm();
    await choose('Method', 'Manual check, List B group 2 (Positive Verification Notice)');
    await typeDate('Check date', '20/03/2026');
    await choose('Outcome', 'Pass');
    await typeDate('Notice date', '15/03/2026');
    expect(screen.getByText('Follow-up needed by 15/09/2026')).toBeTruthy();
  });

  it('a pending in-time application: 28 days past the permission’s end', async () => {
    const { user, choose, typeDate } = openForm();
    await choose('Method', 'Online check with a share code');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    await user.type(screen.getByRole('textbox', { name: 'Share code' }), 'W12 345 678');
    await typeDate('Date the worker gave the code', '01/03/2026');
    await typeDate('Permission end date', '31/03/2026');
    expect(screen.getByText('Follow-up needed by 31/03/2026')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Application pending' }));
    expect(screen.getByText('Follow-up needed by 28/04/2026')).toBeTruthy();
  });

  it('List A: none', async () => {
    const { choose, typeDate } = openForm();
    await choose('Method', 'Manual check, List A');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    expect(screen.getByText('No follow-up needed')).toBeTruthy();
  });
});

describe('Record a check: a stale share code', () => {
  it('warns once the code was given more than 90 days before the check, and refuses to send it', async () => {
    const { user, choose, typeDate, requests } = openForm();
    await choose('Method', 'Online check with a share code');
    await typeDate('Check date', '02/06/2026');
    await choose('Outcome', 'Pass');
    await user.type(screen.getByRole('textbox', { name: 'Share code' }), 'W12345678');
    await typeDate('Date the worker gave the code', '04/03/2026');
    expect(screen.queryByText(STALE)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Date the worker gave the code' }));
    await typeDate('Date the worker gave the code', '03/03/2026');
    expect(screen.getByText(STALE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findAllByText(STALE)).toHaveLength(2);
    expect(requests).toEqual([]);
  });
});

describe('Record a check: sending it', () => {
  it('says what the method still needs under its field, and sends nothing', async () => {
    const { user, choose, typeDate, requests } = openForm();
    await choose('Method', 'Employer Checking Service');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('Enter the date of the Positive Verification Notice')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends JSON without evidence: the fields as the shared schema gives them', async () => {
    const { user, choose, typeDate, requests, onRecorded } = openForm();
    await choose('Method', 'Online check with a share code');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    await user.type(screen.getByRole('textbox', { name: 'Share code' }), 'w12 345 678');
    await typeDate('Date the worker gave the code', '01/03/2026');
    await typeDate('Permission end date', '28/02/2027');
    await user.type(screen.getByRole('textbox', { name: 'Restrictions' }), 'Term time only');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    expect(requests).toContainEqual({
      method: 'POST',
      url: rtwCheckPaths.list.build({ id: WORKER }),
      body: {
        method: 'online',
        checkDate: '2026-03-02',
        permissionEndDate: '2027-02-28',
        noticeDate: null,
        applicationPending: false,
        shareCode: 'W12345678',
        shareCodeGivenOn: '2026-03-01',
        restrictions: 'Term time only',
        outcome: 'pass',
      },
    });
  });

  it('sends multipart with the evidence files', async () => {
    const { user, choose, typeDate, requests, onRecorded } = openForm();
    await choose('Method', 'Manual check, List A');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [
      new File(['a'], 'passport.pdf', { type: 'application/pdf' }),
      new File(['b'], 'photo.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    const body = requests.find((r) => r.method === 'POST')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('method')).toBe('list-a');
    expect(form.get('checkDate')).toBe('2026-03-02');
    expect(form.get('outcome')).toBe('pass');
    expect(form.get('applicationPending')).toBe('false');
    expect(form.has('noticeDate')).toBe(false);
    expect(form.getAll('evidence').map((file) => (file as File).name)).toEqual(['passport.pdf', 'photo.jpg']);
  });

  it('shows the server’s refusal in the form', async () => {
    const { choose, typeDate, user, onRecorded } = openForm();
    await choose('Method', 'Manual check, List A');
    await typeDate('Check date', '02/03/2026');
    await choose('Outcome', 'Pass');
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'The check date cannot be in the future', code: 'VALIDATION_ERROR' }, { status: 400 }),
    );
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('The check date cannot be in the future')).toBeTruthy();
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
