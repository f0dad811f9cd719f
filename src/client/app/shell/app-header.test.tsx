// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationPaths } from '../../../shared/api/notifications.ts';
import { renderUi, signedInUser } from '../../../../tests/helpers/render-ui.tsx';
import { AppHeader } from './app-header.tsx';

const user = signedInUser();

/** The stream is only opened, never sent to, here. */
class SilentEventSource {
  static opened: string[] = [];
  constructor(url: string) {
    SilentEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {}
}

beforeEach(() => {
  SilentEventSource.opened = [];
  vi.stubGlobal('EventSource', SilentEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const answer = () => ({ items: [], total: 0, unread: 5 });

describe('the header holds the notification bell (docs/domain.md "Notifications in the app")', () => {
  it('shows the bell with the unread count and opens the stream', async () => {
    renderUi(<AppHeader user={user} />, { answer });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('5')).toBeTruthy());
    expect(SilentEventSource.opened).toEqual([notificationPaths.stream.build()]);
  });

  it('has no bell, and asks nothing of notifications, while a password change is forced', async () => {
    const { requests } = renderUi(<AppHeader user={{ ...user, requirePasswordChange: true }} />, { answer });
    expect(screen.getByTestId('current-user-name').textContent).toBe('Sam Carter');
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.url.startsWith(notificationPaths.list.build()))).toEqual([]);
    expect(SilentEventSource.opened).toEqual([]);
  });
});
