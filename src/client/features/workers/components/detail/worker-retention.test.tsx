// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { retentionPaths } from '../../../../../shared/api/retention.ts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { renderUi, signedInUser, type SentRequest } from '../../../../../../tests/helpers/render-ui.tsx';
import { WorkerRetention } from './worker-retention.tsx';

const retention = {
  retention: {
    leftOn: '2024-02-29',
    rightToWork: '2026-02-28',
    workerDocuments: '2025-02-28',
    anonymised: '2030-02-28',
    lastPayrollRecord: '2031-04-05',
  },
};
const answer = (request: SentRequest) =>
  request.url === retentionPaths.worker.build({ id: 7 }) ? retention : undefined;
const as = (role: 'admin' | 'finance' | 'support' | 'client', left = true) =>
  renderUi(<WorkerRetention workerId={7} left={left} />, {
    data: [[queryKeys.currentUser, signedInUser({ role })]],
    answer,
  });

describe('a Left worker\'s retention dates (docs/domain.md, "Retention and purge")', () => {
  it('shows staff the earliest date each kind of data may go', async () => {
    as('finance');
    const table = await screen.findByRole('table', { name: 'Retention dates' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Other documents deleted from28/02/2025',
      'Right-to-work checks and evidence deleted from28/02/2026',
      'Record anonymised from28/02/2030',
      'Last payroll record deleted from05/04/2031',
    ]);
    expect(screen.getByText(/^Left on 29\/02\/2024\./)).toBeTruthy();
  });

  it('shows and fetches nothing for a client user, nor for a worker who has not left', () => {
    for (const [role, left] of [
      ['client', true],
      ['admin', false],
    ] as const) {
      const { requests, unmount } = as(role, left);
      expect(screen.queryByRole('table', { name: 'Retention dates' })).toBeNull();
      expect(requests.filter((r) => r.url.includes('retention'))).toEqual([]);
      unmount();
    }
  });
});
