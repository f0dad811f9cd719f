// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authPaths } from '../../../shared/api/auth.ts';
import { notificationPaths } from '../../../shared/api/notifications.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderUi, signedInUser, type SentRequest } from '../../../../tests/helpers/render-ui.tsx';
import MyProfileRoutePage from './my-profile-page.tsx';

const user = signedInUser();

const answers =
  (mfa: unknown) =>
  (request: SentRequest): unknown =>
    request.url === authPaths.mfa.build()
      ? mfa
      : request.url === authPaths.passkeys.build()
        ? { passkeys: [] }
        : { preferences: [{ kind: 'ticket-comment', inApp: false, email: 'off' }] };

describe('My Profile holds the Notifications section (docs/domain.md "Notifications in the app")', () => {
  it('shows the preferences the server holds beside Change Password', async () => {
    const { requests } = renderUi(<MyProfileRoutePage />, {
      data: [[queryKeys.currentUser, user]],
      answer: answers({ app: false, passkey: false, recoveryCodesLeft: 0, required: false }),
    });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const comment = await screen.findByRole('group', { name: 'Comment on my ticket' });
    expect(within(comment).getByRole<HTMLInputElement>('switch', { name: 'In the app' }).checked).toBe(false);
    expect(requests.map((request) => request.url).sort()).toEqual(
      [authPaths.mfa.build(), authPaths.passkeys.build(), notificationPaths.preferences.build()].sort(),
    );
  });
});

describe('My Profile holds the Two-Step Sign-In section (docs/domain.md, "Managing the second factor")', () => {
  it('with an app: says so, the codes left (warning when few), New recovery codes, and no Turn off for a required role', async () => {
    renderUi(<MyProfileRoutePage />, {
      data: [[queryKeys.currentUser, user]],
      answer: answers({ app: true, passkey: false, recoveryCodesLeft: 2, required: true }),
    });
    expect(await screen.findByText('Recovery codes left:')).toBeTruthy();
    const card = within(screen.getByRole('region', { name: 'Two-Step Sign-In' }));
    expect(card.getByText('2')).toBeTruthy();
    expect(card.getByText('On')).toBeTruthy();
    expect(screen.getByText('Few recovery codes left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByText('Your role must use two-step sign-in.')).toBeTruthy();
  });

  it('without an app, a role that may: offers to set one up', async () => {
    renderUi(<MyProfileRoutePage />, {
      data: [[queryKeys.currentUser, user]],
      answer: answers({ app: false, passkey: false, recoveryCodesLeft: 0, required: false }),
    });
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Two-Step Sign-In' })).getByText('Off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New recovery codes' })).toBeNull();
  });
});
