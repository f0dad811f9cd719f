// @vitest-environment happy-dom
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notificationPaths, type NotificationPreference } from '../../../../shared/api/notifications.ts';
import { renderUi } from '../../../../../tests/helpers/render-ui.tsx';
import { NotificationPreferencesCard } from './notification-preferences.tsx';

const saved: NotificationPreference[] = [
  { kind: 'document-expiry', inApp: true, email: 'digest' },
  { kind: 'rtw-follow-up', inApp: false, email: 'digest' },
  { kind: 'ticket-assigned', inApp: true, email: 'immediate' },
];

/** Renders the section against a server holding `preferences`; PUT answers what it was sent. */
function renderPreferences(preferences: NotificationPreference[], answerPutWrongly = false) {
  return renderUi(
    <>
      <Notifications />
      <NotificationPreferencesCard />
    </>,
    {
      answer: (request) => {
        if (request.method === 'PUT') {
          return answerPutWrongly ? { saved: true } : request.body;
        }
        return { preferences };
      },
    },
  );
}
const kind = (label: string) => screen.getByRole('group', { name: label });

describe('notification preferences on My Profile (docs/domain.md "Notifications in the app")', () => {
  it('shows each kind with its In the app switch and E-mail choice as saved', async () => {
    renderPreferences(saved);
    await screen.findByRole('group', { name: 'Document expiry' });
    const expiry = kind('Document expiry');
    expect(within(expiry).getByRole<HTMLInputElement>('switch', { name: 'In the app' }).checked).toBe(true);
    const email = within(expiry).getByRole('radiogroup', { name: 'E-mail' });
    expect(within(email).getByRole<HTMLInputElement>('radio', { name: 'Daily digest' }).checked).toBe(true);
    const rtw = kind('Right-to-work follow-ups');
    expect(within(rtw).getByRole<HTMLInputElement>('switch', { name: 'In the app' }).checked).toBe(false);
    expect(within(rtw).getByRole<HTMLInputElement>('radio', { name: 'Daily digest' }).checked).toBe(true);
    expect(
      within(kind('Ticket assigned to me')).getByRole<HTMLInputElement>('radio', { name: 'At once' }).checked,
    ).toBe(true);
    expect(screen.queryByRole('group', { name: 'Comment on my ticket' })).toBeNull();
  });

  it('saves every kind with PUT preferences and says so', async () => {
    const { user, requests } = renderPreferences(saved);
    await screen.findByRole('group', { name: 'Document expiry' });
    await user.click(within(kind('Document expiry')).getByRole('switch', { name: 'In the app' }));
    await user.click(within(kind('Ticket assigned to me')).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      [
        notificationPaths.preferences.build(),
        {
          preferences: [
            { kind: 'document-expiry', inApp: false, email: 'digest' },
            { kind: 'rtw-follow-up', inApp: false, email: 'digest' },
            { kind: 'ticket-assigned', inApp: true, email: 'off' },
          ],
        },
      ],
    ]);
  });

  it('says when the role receives none', async () => {
    renderPreferences([]);
    expect(await screen.findByText('Your role receives no notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save notification preferences' })).toBeNull();
  });

  it('a failed save keeps the choices and says so (here an answer off the contract)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPreferences(saved, true);
    await screen.findByRole('group', { name: 'Document expiry' });
    await user.click(within(kind('Document expiry')).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    await waitFor(() => expect(screen.getByText('Error saving notification preferences')).toBeTruthy());
    expect(within(kind('Document expiry')).getByRole<HTMLInputElement>('radio', { name: 'Off' }).checked).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(
      'The answer to PUT /api/notifications/preferences does not match its contract: preferences: Invalid input: expected array, received undefined',
    );
    consoleError.mockRestore();
  });
});
