// @vitest-environment happy-dom
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userPaths, type User } from '../../../../shared/api/users.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderUi, signedInUser } from '../../../../../tests/helpers/render-ui.tsx';
import { UserManagementTab } from './user-management-tab.tsx';

const account = (id: number, firstName: string, lastName: string): User => ({
  id,
  email: `${firstName.toLowerCase()}@example.test`,
  firstName,
  lastName,
  role: 'finance',
  agencyId: null,
  agencyName: null,
  isActive: true,
  requirePasswordChange: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  deletedAt: null,
  lastLoginAt: null,
});

describe('an admin resets another user\'s two-step sign-in (docs/domain.md, "Managing the second factor")', () => {
  it('is offered on every row but their own, asks first, and sends the reset', async () => {
    const me = signedInUser({ id: 1, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const { requests } = renderUi(
      <>
        <Notifications />
        <UserManagementTab />
      </>,
      {
        data: [
          [queryKeys.currentUser, me],
          [queryKeys.users, [account(1, 'Ada', 'Admin'), account(2, 'Fin', 'Ance')]],
        ],
        answer: (request) =>
          request.method === 'POST' ? { message: 'Two-step sign-in reset.', emailSent: true } : undefined,
      },
    );
    const own = screen.getByRole('row', { name: 'Ada Admin' });
    expect(within(own).queryByRole('button', { name: 'Reset Two-Step' })).toBeNull();
    const other = screen.getByRole('row', { name: 'Fin Ance' });
    await userEvent.click(within(other).getByRole('button', { name: 'Reset Two-Step' }));
    expect(await screen.findByText('Reset the two-step sign-in of Fin Ance?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        userPaths.resetMfa.build({ id: 2 }),
      ]),
    );
    expect(
      await screen.findByText('The user sets it up again at their next sign-in, and has been e-mailed.'),
    ).toBeTruthy();
  });
});
