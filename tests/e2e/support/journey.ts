import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { expectAccessible } from './axe.ts';
import { launchBrowser, openPage, type PageOptions } from './browser.ts';
import { ADMIN, startServer, type RunningServer } from './server.ts';

/**
 * One server and one browser per journey file; each test gets a fresh page whose console must stay
 * clean and which, as the test leaves it, must pass axe (no serious or critical violation).
 * `env` adds to the server's environment (MFA_REQUIRED_ROLES for the multi-factor journey); `host`
 * is the server's name for the browser (localhost for passkeys, which refuse an IP address).
 */
export function useJourney(options: { env?: Record<string, string>; host?: string } = {}) {
  const state = {} as { server: RunningServer; browser: Browser };
  let opened: { page: Page; errors: string[] }[] = [];
  let expectedErrors: RegExp[] = [];
  beforeAll(async () => {
    state.server = await startServer(options.env, options.host);
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  afterEach(async () => {
    const pages = opened;
    const expected = expectedErrors;
    opened = [];
    expectedErrors = [];
    try {
      for (const { page } of pages) {
        if (page.isClosed()) continue;
        // The pointer left over a control with a tooltip opens it after its delay, while axe reads
        // the page, and a half-faded tooltip fails on contrast: the pointer moves off first.
        await page.mouse.move(0, 0);
        await page
          .locator('[role=tooltip]')
          .first()
          .waitFor({ state: 'detached', timeout: 3000 })
          .catch(() => undefined);
        await expectAccessible(page, 'the page as the test left it');
      }
    } finally {
      for (const { page } of pages) await page.context().close();
    }
    expect(
      pages.flatMap((o) => o.errors).filter((error) => !expected.some((pattern) => pattern.test(error))),
      'browser console errors',
    ).toEqual([]);
  });
  return {
    get server() {
      return state.server;
    },
    /**
     * Console errors this test provokes on purpose and names, e.g. Chromium's line for a refused
     * connection while the server is stopped; every other error still fails the test.
     */
    expectConsoleErrors(...patterns: RegExp[]) {
      expectedErrors.push(...patterns);
    },
    /** A new page in a new context (no cookies); a phone's screen with `{ viewport: { width: 390, height: 844 } }`. */
    async newPage(options?: PageOptions): Promise<Page> {
      const page = await openPage(state.browser, state.server.url, options);
      opened.push(page);
      return page.page;
    },
  };
}

/** Calls the API as a script would (no browser), signed in as the given user. */
export async function apiAs(baseUrl: string, credentials = ADMIN) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${url} -> ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export { ADMIN };
export { expectAccessible };
