/**
 * PUT /api/auth/preferences: a person's own display choices (the Workers screen's cards or table,
 * issue 9 item 3), kept on the server so they hold on every browser and after signing out.
 */
import { describe, expect, it } from 'vitest';
import { call, login, signedIn, STRONG_PASSWORD, type Body } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const viewOf = async (cookie: string) =>
  (await call(t, 'GET', '/api/auth/user', { cookie })).json<{ preferences: { workerListView: string } }>().preferences
    .workerListView;

describe('PUT /api/auth/preferences', () => {
  it.each(['admin', 'finance', 'support', 'client'] as const)(
    'a %s user keeps the table view across sign-outs, and only for themself',
    async (role) => {
      const { user, cookie } = await signedIn(t, role);
      const other = await signedIn(t, 'support');
      expect(await viewOf(cookie)).toBe('cards');

      const res = await call(t, 'PUT', '/api/auth/preferences', { cookie, payload: { workerListView: 'table' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Body>()).toMatchObject({ id: user.id, preferences: { workerListView: 'table' } });

      expect((await call(t, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
      const again = await login(t, user.email, STRONG_PASSWORD);
      expect(await viewOf(again)).toBe('table');
      expect(await viewOf(other.cookie)).toBe('cards');

      await call(t, 'PUT', '/api/auth/preferences', { cookie: again, payload: { workerListView: 'cards' } });
      expect(await viewOf(again)).toBe('cards');
    },
  );

  it('refuses a view it does not know and fields it does not have, and anyone signed out', async () => {
    const { cookie } = await signedIn(t, 'support');
    for (const payload of [{ workerListView: 'grid' }, { workerListView: 'table', theme: 'dark' }, {}]) {
      const res = await call(t, 'PUT', '/api/auth/preferences', { cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await viewOf(cookie)).toBe('cards');
    const signedOut = await call(t, 'PUT', '/api/auth/preferences', { payload: { workerListView: 'table' } });
    expect(signedOut.statusCode).toBe(401);
  });
});
