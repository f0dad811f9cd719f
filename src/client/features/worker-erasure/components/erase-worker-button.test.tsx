// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workerErasurePaths, type WorkerErasureAnswer } from '../../../../shared/api/worker-erasure.ts';
import { renderUi } from '../../../../../tests/helpers/render-ui.tsx';
import { EraseWorkerButton } from './erase-worker-button.tsx';

const plan = (refusal: string | null): WorkerErasureAnswer => ({
  workerId: 7,
  erasure: null,
  plan: {
    refusal,
    removes: [
      {
        what: 'Bank details (account name, sort code, account number, BACS reference)',
        count: null,
        until: null,
        law: null,
      },
      { what: 'Communication logs', count: 3, until: null, law: null },
    ],
    keeps: [
      {
        what: 'Payroll records',
        count: 12,
        until: '2032-04-05',
        law: 'National Minimum Wage Regulations 2015, reg. 59',
      },
    ],
  },
});

describe('Erase personal data (docs/domain.md, "Erasure")', () => {
  it('lists what goes and what stays, until when and why, and erases on confirmation', async () => {
    const { user, requests } = renderUi(<EraseWorkerButton workerId={7} workerName="Pat Packer" />, {
      answer: (request) => (request.method === 'GET' ? plan(null) : { ...plan(null), plan: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    await within(dialog).findByText('Erase the personal data of Pat Packer? This cannot be undone.');
    expect(
      within(within(dialog).getByRole('list', { name: 'What goes' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Bank details (account name, sort code, account number, BACS reference)', 'Communication logs (3)']);
    const kept = within(dialog).getByRole('table', { name: 'What stays' });
    expect(
      within(kept)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([['Payroll records (12)', '05/04/2032', 'National Minimum Wage Regulations 2015, reg. 59']]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        workerErasurePaths.one.build({ id: 7 }),
      ]),
    );
  });

  it('says why a worker cannot be erased now, and offers no erasure', async () => {
    const rendered = renderUi(<EraseWorkerButton workerId={7} workerName="Pat Packer" />, {
      answer: () => plan('This worker is under a legal hold and cannot be erased until the hold ends or is lifted'),
    });
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    await within(dialog).findByText(
      'This worker is under a legal hold and cannot be erased until the hold ends or is lifted',
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Erase personal data' }).disabled).toBe(true);
  });
});
