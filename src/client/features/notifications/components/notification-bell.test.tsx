// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationPaths,
  type NotificationItem,
  type NotificationsAnswer,
} from '../../../../shared/api/notifications.ts';
import { renderUi, type SentRequest } from '../../../../../tests/helpers/render-ui.tsx';
import { NotificationBell } from './notification-bell.tsx';

/** The browser's EventSource at the network edge: the test sends the events the server would. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}
const stream = () => FakeEventSource.instances.at(-1)!;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const item = (id: number, title: string, readAt: string | null, createdAt = hoursAgo(id)): NotificationItem => ({
  id,
  kind: 'ticket-assigned',
  title,
  url: `/tickets?ticket=${id}`,
  createdAt,
  readAt,
});

type Server = { unread: number; all: NotificationItem[]; total?: number };
const asked = (requests: SentRequest[], method = 'GET') =>
  requests
    .filter((request) => request.method === method)
    .map((request) => new URL(request.url, window.location.origin))
    .filter((url) => url.pathname.startsWith(notificationPaths.list.build()));
const listQueries = (requests: SentRequest[]) =>
  asked(requests)
    .filter((url) => url.pathname === notificationPaths.list.build())
    .map((url) => Object.fromEntries(url.searchParams));

/** Renders the bell against a server holding `server`; POST read answers what is left unread. */
function renderBell(server: Server) {
  return renderUi(<NotificationBell />, {
    answer: (request): NotificationsAnswer | { unread: number } => {
      const url = new URL(request.url, window.location.origin);
      if (request.method === 'POST' && url.pathname === notificationPaths.read.build()) {
        const body = request.body as { ids?: number[]; all?: true };
        server.unread = body.all ? 0 : Math.max(0, server.unread - (body.ids?.length ?? 0));
        return { unread: server.unread };
      }
      const items = url.searchParams.get('unread') === 'true' ? server.all.filter((n) => !n.readAt) : server.all;
      return { items, total: server.total ?? items.length, unread: server.unread };
    },
  });
}
const bell = () => screen.getByRole('button', { name: 'Notifications' });
const badgeShows = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification bell (docs/domain.md "Notifications in the app")', () => {
  it('shows the unread count on the bell, and says it to assistive technology', async () => {
    renderBell({ unread: 3, all: [] });
    await badgeShows('3');
    expect(bell().getAttribute('aria-describedby')).toBe('notifications-unread-count');
    expect(document.getElementById('notifications-unread-count')?.textContent).toBe('3 unread');
  });

  it('writes 99+ past 99, and shows no count at 0', async () => {
    const { unmount, requests } = renderBell({ unread: 100, all: [] });
    await badgeShows('99+');
    unmount();
    const second = renderBell({ unread: 0, all: [] });
    await waitFor(() => expect(listQueries(second.requests)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText('0')).toBeNull();
    expect(bell().getAttribute('aria-describedby')).toBeNull();
    expect(listQueries(requests)).toEqual([{ unread: 'true', page: '1' }]);
  });

  it('lists the notifications newest first, with how long ago and the unread ones marked', async () => {
    const { user, requests } = renderBell({
      unread: 1,
      all: [item(2, 'Ticket #2 assigned to you', null), item(5, 'Ticket #5 assigned to you', hoursAgo(1))],
    });
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Unread: Ticket #2 assigned to you2 hours ago',
      'Ticket #5 assigned to you5 hours ago',
    ]);
    expect(within(entries[0]!).getByRole('button').getAttribute('data-unread')).toBe('true');
    expect(within(entries[1]!).getByRole('button').getAttribute('data-unread')).toBeNull();
    expect(listQueries(requests)).toContainEqual({ page: '1' });
  });

  it('Unread only asks for the unread ones, and says when there are none', async () => {
    const { user, requests } = renderBell({ unread: 0, all: [item(1, 'Read already', hoursAgo(0))] });
    await user.click(bell());
    await screen.findByText('Read already');
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(listQueries(requests)).toContainEqual({ unread: 'true', page: '1' });
  });

  it('says No notifications when there are none at all', async () => {
    const { user } = renderBell({ unread: 0, all: [] });
    await user.click(bell());
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled).toBe(true);
  });

  it('pages 20 at a time: page 2 is asked for', async () => {
    const { user, requests } = renderBell({ unread: 0, all: [item(1, 'First', hoursAgo(0))], total: 45 });
    await user.click(bell());
    const pager = await screen.findByRole('navigation', { name: 'Notification pages' });
    expect(within(pager).getByRole('button', { name: '3' })).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: '4' })).toBeNull();
    await user.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries(requests)).toContainEqual({ page: '2' }));
  });

  it('Mark all as read sends { all: true } and the count goes', async () => {
    const { user, requests } = renderBell({ unread: 4, all: [item(1, 'One', null), item(2, 'Two', null)] });
    await badgeShows('4');
    await user.click(bell());
    await screen.findByText('One');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('4')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      [notificationPaths.read.build(), { all: true }],
    ]);
    expect(bell().getAttribute('aria-describedby')).toBeNull();
  });

  it('opening an entry marks it read, goes to its address and closes the panel', async () => {
    const { user, requests } = renderBell({ unread: 2, all: [item(5, 'Ticket #5 assigned to you', null)] });
    await badgeShows('2');
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /Ticket #5 assigned to you/ }));
    expect(window.location.pathname + window.location.search).toBe('/tickets?ticket=5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await badgeShows('1');
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      [notificationPaths.read.build(), { ids: [5] }],
    ]);
  });

  it('works from the keyboard: Enter opens the panel, Tab reaches the entries, Escape closes it', async () => {
    const { user } = renderBell({ unread: 1, all: [item(3, 'Ticket #3 assigned to you', null)] });
    await badgeShows('1');
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    const entry = await screen.findByRole('button', { name: /Ticket #3 assigned to you/ });
    // Past Mark all as read and the switch: a few presses of Tab at most.
    for (let presses = 0; presses < 5 && document.activeElement !== entry; presses += 1) await user.tab();
    expect(document.activeElement).toBe(entry);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell());
  });

  it('opening a read entry only navigates', async () => {
    const { user, requests } = renderBell({ unread: 0, all: [item(7, 'Seen before', hoursAgo(0))] });
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /Seen before/ }));
    expect(window.location.pathname + window.location.search).toBe('/tickets?ticket=7');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('the bell stays live', () => {
  it('listens on the stream; a notification event sets the count from its data', async () => {
    const { requests } = renderBell({ unread: 1, all: [] });
    await badgeShows('1');
    expect(stream().url).toBe(notificationPaths.stream.build());
    stream().emit('notification', { unread: 7 });
    await badgeShows('7');
    expect(listQueries(requests)).toHaveLength(1);
  });

  it('a notification event asks the open list again', async () => {
    const server = { unread: 1, all: [item(1, 'Old one', null)] };
    const { user, requests } = renderBell(server);
    await user.click(bell());
    await screen.findByText('Old one');
    server.all = [item(9, 'New one', null, hoursAgo(0)), ...server.all];
    server.unread = 2;
    stream().emit('notification', { unread: 2 });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
        'Unread: New onea few seconds ago',
        'Unread: Old onean hour ago',
      ]),
    );
    await badgeShows('2');
    expect(listQueries(requests).filter((q) => q.unread === undefined)).toHaveLength(2);
  });

  it('ignores an event whose data is not the contract, and says so on the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBell({ unread: 2, all: [] });
    await badgeShows('2');
    stream().emit('notification', { unread: 'many' });
    expect(screen.getByText('2')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      'The answer to EVENT /api/notifications/stream does not match its contract: unread: Invalid input: expected number, received string',
    );
    consoleError.mockRestore();
  });

  it('asks for the count again when the window regains focus', async () => {
    const { requests } = renderBell({ unread: 2, all: [] });
    await waitFor(() => expect(listQueries(requests)).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(listQueries(requests)).toHaveLength(2));
  });

  it('polls the count every 60 seconds while the stream is down, and stops when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderBell({ unread: 2, all: [] });
    await waitFor(() => expect(listQueries(requests)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listQueries(requests)).toHaveLength(1);
    stream().emit('error');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listQueries(requests)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listQueries(requests)).toHaveLength(3);
    stream().emit('open');
    await waitFor(() => expect(listQueries(requests)).toHaveLength(4)); // the events missed while down
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(listQueries(requests)).toHaveLength(4);
  });

  it('closes the stream when the bell goes (signing out unmounts the header)', async () => {
    const { unmount } = renderBell({ unread: 0, all: [] });
    expect(stream().closed).toBe(false);
    unmount();
    expect(stream().closed).toBe(true);
  });
});
