/**
 * Every /api route x every kind of caller (docs/decisions/0006-route-access-declared-per-route.md): signed out gets 401 on anything not
 * public, a role without the route's declared permission (or action, such as remove_workers) gets 403, and a role with it is let through
 * (any answer but 401/403: 200, 400 for the empty body, 404 for the made-up id...). The cases come
 * from the routes the app registered, so a route added later is checked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../src/server/plugins/access.ts';
import { isAllowed, roles, type Role } from '../../src/shared/domain/permissions.ts';
import { notificationPaths } from '../../src/shared/api/notifications.ts';
import { searchPaths } from '../../src/shared/api/search.ts';
import { createTestApp, login, signedIn } from '../helpers/app.ts';

// Top-level await: the routes must be known when the test cases are collected.
const t = await createTestApp();
afterAll(() => t.close());

type Caller = 'signed out' | Role;
const callers: Caller[] = ['signed out', ...roles];
const accounts = new Map<Role, { email: string; password: string; cookie: string }>();

beforeAll(async () => {
  // One user per role, signed in once; the client user gets an agency of its own.
  for (const role of roles) {
    const { user, cookie } = await signedIn(t, role);
    accounts.set(role, { email: user.email, password: user.password, cookie });
  }
});

/** The answer a caller must get from a route, from its declared access alone. */
function expectedFor(route: RouteRecord, caller: Caller): 401 | 403 | 'let through' {
  if (route.access === 'public') return 'let through';
  if (caller === 'signed out') return 401;
  if (route.access === 'signed-in') return 'let through';
  return isAllowed(caller, route.access) ? 'let through' : 403;
}

/** Path parameters become an id that exists nowhere; bodies are an empty JSON object. */
const concreteUrl = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, '999999').replaceAll('*', '999999');
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

const routes = t.routes;

/**
 * The caller's session cookie. A call such as logout ends the session it was made with, so a
 * session that ended is signed in again (a successful login never counts towards throttling).
 */
async function cookieOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'signed out') return undefined;
  const account = accounts.get(caller)!;
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: account.cookie } });
  if (me.statusCode === 401) account.cookie = await login(t, account.email, account.password);
  return account.cookie;
}

describe('the route list', () => {
  it('has the routes every area starts from', () => {
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    expect(listed).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'GET /api/auth/user']));
  });
});

describe('actions kept for some roles (docs/domain.md, Roles and permissions)', () => {
  it('Remove (DELETE /api/workers/:id) is for staff: a client user holds workers but not remove_workers', () => {
    const remove = routes.find((r) => r.method === 'DELETE' && r.url === '/api/workers/:id');
    expect(remove?.access).toBe('remove_workers');
    expect(roles.filter((role) => isAllowed(role, 'remove_workers'))).toEqual(['admin', 'finance', 'support']);
    expect(expectedFor(remove!, 'client')).toBe(403);
  });
});

describe('search (docs/domain.md, "Search and the command palette")', () => {
  it("GET /api/search is every signed-in user's: what each finds is decided by its permissions and agency", () => {
    const search = routes.find((r) => r.method === 'GET' && r.url === searchPaths.search.pattern);
    expect(search?.access).toBe('signed-in');
    expect(callers.map((caller) => expectedFor(search!, caller))).toEqual([
      401,
      'let through',
      'let through',
      'let through',
      'let through',
    ]);
  });
});

/**
 * The notification stream stays open for a caller it lets through (server-sent events), so inject
 * would wait for ever: that caller is checked over a real connection, read as far as its status.
 */
const staysOpen = (route: { url: string }) => route.url === notificationPaths.stream.pattern;
let listening: Promise<string> | undefined;
async function statusOfStream(url: string, cookie: string | undefined): Promise<number> {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${await listening}${url}`, { headers: cookie ? { cookie } : {}, signal: abort.signal });
  abort.abort();
  return res.status;
}

describe.each(routes.map((route) => [`${route.method} ${route.url} [${route.access}]`, route] as const))(
  '%s',
  (_label, route) => {
    const cases = callers.map((caller) => {
      const expected = expectedFor(route, caller);
      return [`${caller} -> ${expected}`, caller, expected] as const;
    });
    it.each(cases)('%s', async (_name, caller, expected) => {
      const cookie = await cookieOf(caller);
      if (staysOpen(route) && expected === 'let through') {
        expect(await statusOfStream(route.url, cookie)).toBe(200);
        return;
      }
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: cookie ? { cookie } : {},
        ...(hasBody(route.method) ? { payload: {} } : {}),
      });
      if (expected === 'let through') {
        expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, res.body).toBe(expected);
        expect(res.json()).toMatchObject({ code: expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
      }
    });
  },
);
