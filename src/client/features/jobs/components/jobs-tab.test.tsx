// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobPaths, type JobsAnswer } from '../../../../shared/api/jobs.ts';
import { renderUi } from '../../../../../tests/helpers/render-ui.tsx';
import { JobsTab, summaryText } from './jobs-tab.tsx';

const answer = (changes: Partial<JobsAnswer> = {}): JobsAnswer => ({
  jobs: [
    {
      name: 'expired-sessions',
      description: 'Removes sign-in sessions past their absolute or idle expiry',
      schedule: 'Every day at 03:00',
      lastRun: { runKey: '2026-11-27', finishedAt: '2026-11-27T03:00:02.000Z', summary: { removedSessions: 4 } },
    },
    {
      name: 'old-notifications',
      description: 'Removes old notifications',
      schedule: 'Every day at 03:30',
      lastRun: null,
    },
  ],
  deadLetters: { items: [], total: 0 },
  ...changes,
});

const open = (body: JobsAnswer) =>
  renderUi(<JobsTab />, { answer: (request) => (request.url === jobPaths.list.build() ? body : undefined) });

describe('Background Jobs tab (docs/operations.md, "Background jobs")', () => {
  it('shows each job, when it runs and its latest run in words', async () => {
    open(answer());
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'expired-sessions',
        'Removes sign-in sessions past their absolute or idle expiry',
        'Every day at 03:00',
        '27/11/2026 03:00removed sessions 4',
      ],
      ['old-notifications', 'Removes old notifications', 'Every day at 03:30', 'Not run yet'],
    ]);
    expect(screen.getByText('No failed runs')).toBeTruthy();
  });

  it('lists the failed runs with their error codes, and says when only the newest are shown', async () => {
    const letter = {
      id: 1,
      job: 'daily-reminders',
      runKey: '2026-11-27',
      attempts: 4,
      errorCode: '57014',
      at: '2026-11-27T07:40:00.000Z',
    };
    open(answer({ deadLetters: { items: [letter], total: 101 } }));
    const table = await screen.findByRole('table', { name: 'Failed runs' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['27/11/2026 07:40', 'daily-reminders', '2026-11-27', '4', '57014']);
    expect(screen.getByText('The newest 1 of 101')).toBeTruthy();
  });

  it('words a summary of counts', () => {
    expect(summaryText({ asOf: '2026-11-27', created: 3, rtwCreated: 0 })).toBe(
      'as of 2026-11-27 · created 3 · rtw created 0',
    );
    expect(summaryText({})).toBe('nothing to do');
  });
});
