// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationPaths } from '../../../shared/api/notifications.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderUi, signedInUser } from '../../../../tests/helpers/render-ui.tsx';
import MyProfileRoutePage from './my-profile-page.tsx';

const user = signedInUser();

describe('My Profile holds the Notifications section (docs/domain.md "Notifications in the app")', () => {
  it('shows the preferences the server holds beside Change Password', async () => {
    const { requests } = renderUi(<MyProfileRoutePage />, {
      data: [[queryKeys.currentUser, user]],
      answer: () => ({ preferences: [{ kind: 'ticket-comment', inApp: false, email: 'off' }] }),
    });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const comment = await screen.findByRole('group', { name: 'Comment on my ticket' });
    expect(within(comment).getByRole<HTMLInputElement>('switch', { name: 'In the app' }).checked).toBe(false);
    expect(requests.map((request) => request.url)).toEqual([notificationPaths.preferences.build()]);
  });
});
