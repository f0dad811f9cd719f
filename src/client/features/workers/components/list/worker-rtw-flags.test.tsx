// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workerPaths, type Worker } from '../../../../../shared/api/workers.ts';
import { workerTextFields } from '../../../../../shared/domain/worker-fields.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { renderUi, signedInUser } from '../../../../../../tests/helpers/render-ui.tsx';
import { RtwLapsedBadge } from './worker-badges.tsx';
import { WorkerCardActions } from './worker-card-actions.tsx';
import { WorkerTable } from './worker-table.tsx';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/toast.ts', () => ({ toast }));

/** A complete worker waiting in Pending, with the standing a test gives it. */
const worker = (changes: Partial<Worker> = {}): Worker => ({
  id: 12,
  ...(Object.fromEntries(workerTextFields.map((f) => [f, null])) as Record<(typeof workerTextFields)[number], null>),
  firstName: 'Ada',
  lastName: 'Lovelace',
  agencyId: 3,
  payrollCompanyId: 5,
  completionPercentage: 100,
  authorised: false,
  authorisedAt: null,
  addedVia: 'manual',
  status: 'active',
  agency: { id: 3, name: 'North Staff' },
  payrollCompany: { id: 5, name: 'Pay Co' },
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  warnings: [],
  rtwStatus: 'continuous',
  rtwFollowUpDate: null,
  rtwReviewNeeded: false,
  ...changes,
});

const NO_CHECK = 'This worker has no passing right-to-work check: record one before authorising';
const LAPSED = "This worker's right to work lapsed on 01/03/2026: record a follow-up check before authorising";

function renderActions(shown: Worker, answer?: () => unknown) {
  return renderUi(
    <WorkerCardActions
      worker={shown}
      canAuthorise
      canRemove
      isExpanded={false}
      onToggleDetails={() => {}}
      onOpenDialog={() => {}}
    />,
    { answer: (request) => (request.method === 'PATCH' ? answer?.() : undefined) },
  );
}

describe('Authorise says why it is unavailable (docs/domain.md "Right-to-work checks")', () => {
  it.each([
    ['no passing check', worker({ rtwStatus: 'none' }), NO_CHECK],
    ['a lapsed excuse', worker({ rtwStatus: 'lapsed', rtwFollowUpDate: '2026-03-01' }), LAPSED],
  ])('%s: disabled, the reason written beside it', (_name, shown, reason) => {
    renderActions(shown);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Authorise' });
    expect(button.disabled).toBe(true);
    const written = screen.getByText(reason);
    expect(button.getAttribute('aria-describedby')).toBe(written.id);
  });

  it.each([
    ['continuous', worker()],
    ['due soon', worker({ rtwStatus: 'due-soon', rtwFollowUpDate: '2026-04-01' })],
  ])('%s: enabled, no reason, and a click authorises', async (_name, shown) => {
    const { user, requests } = renderActions(shown, () => shown);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Authorise' });
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(NO_CHECK)).toBeNull();
    await user.click(button);
    await waitFor(() => expect(requests.map((r) => r.method)).toContain('PATCH'));
    expect(requests.find((r) => r.method === 'PATCH')!.url).toBe(workerPaths.authorize.build({ id: 12 }));
  });

  it("shows the server's refusal when the standing changed before the click", async () => {
    toast.mockClear();
    const refusal = { code: 'CONFLICT', message: NO_CHECK };
    const { user } = renderActions(worker(), () => Response.json(refusal, { status: 409 }));
    await user.click(screen.getByRole('button', { name: 'Authorise' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: NO_CHECK, variant: 'destructive' }),
    );
  });

  it('in the table, the Actions menu writes the reason under the disabled Authorise', async () => {
    const { user } = renderUi(
      <WorkerTable
        workers={[worker({ rtwStatus: 'none' })]}
        canAuthorise
        sort={{ key: 'name', dir: 'asc' }}
        onSort={() => {}}
      />,
      { data: [[queryKeys.currentUser, signedInUser()]] },
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const item = await screen.findByRole('menuitem', { name: /^Authorise/ });
    expect(item.hasAttribute('data-disabled')).toBe(true);
    expect(within(item).getByText(NO_CHECK)).toBeTruthy();
  });
});

describe('the Right to work lapsed flag', () => {
  it.each([
    [
      'an authorised worker whose excuse lapsed',
      worker({ authorised: true, rtwStatus: 'lapsed', rtwFollowUpDate: '2026-03-01' }),
      true,
    ],
    [
      'an authorised worker due soon',
      worker({ authorised: true, rtwStatus: 'due-soon', rtwFollowUpDate: '2026-04-01' }),
      false,
    ],
    ['a pending worker whose excuse lapsed', worker({ rtwStatus: 'lapsed', rtwFollowUpDate: '2026-03-01' }), false],
    [
      'a worker who has left',
      worker({ authorised: true, status: 'left', rtwStatus: 'lapsed', rtwFollowUpDate: '2026-03-01' }),
      false,
    ],
  ])('%s: flagged %s', (_name, shown, flagged) => {
    renderUi(<RtwLapsedBadge worker={shown} />);
    if (flagged)
      expect(screen.getByText('Right to work lapsed').closest('[title]')?.getAttribute('title')).toBe(
        'Lapsed since 01/03/2026',
      );
    else expect(screen.queryByText('Right to work lapsed')).toBeNull();
  });

  it("is in the table row's status", () => {
    const lapsed = worker({ id: 13, authorised: true, rtwStatus: 'lapsed', rtwFollowUpDate: '2026-03-01' });
    const fine = worker({ id: 14, lastName: 'Byron', authorised: true });
    renderUi(
      <WorkerTable workers={[lapsed, fine]} canAuthorise sort={{ key: 'name', dir: 'asc' }} onSort={() => {}} />,
      { data: [[queryKeys.currentUser, signedInUser()]] },
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Right to work lapsed')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Right to work lapsed')).toBeNull();
  });
});
