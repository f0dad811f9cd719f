// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retentionPaths, type PurgeRunsAnswer, type RetentionAnswer } from '../../../../shared/api/retention.ts';
import { renderUi, type SentRequest } from '../../../../../tests/helpers/render-ui.tsx';
import { RetentionTab } from './retention-tab.tsx';

const klass = (
  key: RetentionAnswer['classes'][number]['class'],
  label: string,
  minimumYears: number,
  currentYears = minimumYears,
): RetentionAnswer['classes'][number] => ({
  class: key,
  label,
  from: 'the worker left',
  then: 'deleted',
  law: `Law of ${label}`,
  defaultYears: minimumYears,
  minimumYears,
  currentYears,
});
const schedule: RetentionAnswer = {
  classes: [
    klass('right_to_work', 'Right-to-work checks and evidence', 2),
    klass('worker_documents', 'Other worker documents', 1, 3),
  ],
  deletedWorkerDays: 30,
};
const counts = {
  payrollRecords: 4,
  rightToWork: 2,
  workerDocuments: 1,
  anonymisedWorkers: 0,
  agencyRecords: 3,
  auditEntries: 7,
  deletedWorkers: 1,
};
const runs: PurgeRunsAnswer = {
  items: [{ id: 2, at: '2026-11-28T02:30:05.000Z', asOf: '2026-11-28', dryRun: false, counts }],
  total: 1,
  page: 1,
  pageSize: 20,
};

function answer(request: SentRequest) {
  if (request.url === retentionPaths.schedule.build()) return schedule;
  if (request.url.startsWith(retentionPaths.purgeRuns.build())) {
    if (request.method === 'POST') return counts;
    return runs;
  }
  if (request.method === 'PUT')
    return { ...schedule, classes: [schedule.classes[0], { ...schedule.classes[1]!, currentYears: 4 }] };
  return undefined;
}

describe('Retention tab (docs/domain.md, "Retention and purge")', () => {
  it('shows each class with its period, minimum and law, and the purge log with its counts', async () => {
    renderUi(<RetentionTab />, { answer });
    const table = await screen.findByRole('table', { name: 'Retention schedule' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Right-to-work checks and evidence',
        '2 years after the worker left, then deletedLegal minimum 2 years',
        'Law of Right-to-work checks and evidence',
      ],
      [
        'Other worker documents',
        '3 years after the worker left, then deletedLegal minimum 1 year',
        'Law of Other worker documents',
      ],
    ]);
    const log = await screen.findByRole('table', { name: 'Purge runs' });
    const [row] = within(log).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['28/11/2026 02:30', '28/11/2026', 'Purge', '4', '2', '1', '0', '3', '7', '1']);
  });

  it('lengthens a period through its labelled field, and runs a dry run', async () => {
    const { user, requests } = renderUi(<RetentionTab />, { answer });
    const field = await screen.findByLabelText('Other worker documents: years kept');
    await user.clear(field);
    await user.type(field, '4');
    const row = field.closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')).toEqual([
        { method: 'PUT', url: retentionPaths.one.build({ class: 'worker_documents' }), body: { years: 4 } },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Dry run now' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([retentionPaths.dryRun.build()]),
    );
  });
});
