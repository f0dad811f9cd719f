import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, type Body, type TestApp } from '../app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who makes the call under test: a signed-in user (id and cookie) or nobody (a public form). */
export type Caller = { id: number; cookie: string } | { id: null; cookie?: undefined };

/** What a coverage case hands the harness: the answer of the call under test and who made it. */
export type Acted = { res: LightMyRequestResponse; caller: Caller; markBefore: number };

export type Scene = {
  t: TestApp;
  admin: { id: number; cookie: string };
  /** A setup call as the admin (or `cookie`) that must succeed; its JSON answer. */
  setup: <T = Body>(method: Method, url: string, payload?: unknown, cookie?: string) => Promise<T>;
  /** The call under test: every audit entry written from here on is what it wrote. */
  act: (method: Method, url: string, payload?: unknown, caller?: Caller) => Promise<Acted>;
  /** The same for a call that needs headers (a multipart upload). */
  actInject: (options: InjectOptions, caller?: Caller) => Promise<Acted>;
};

/**
 * One mutating route's case: the entry it must write (entity type and action, by the caller) and
 * how to make a valid call, with whatever it needs created first.
 */
export type CoverageCase = { writes: readonly [entityType: string, action: string]; run: (s: Scene) => Promise<Acted> };

export function makeScene(
  t: TestApp,
  admin: { id: number; cookie: string },
  lastAuditId: () => Promise<number>,
): Scene {
  const asAdmin: Caller = { id: admin.id, cookie: admin.cookie };
  const actInject = async (options: InjectOptions, caller: Caller = asAdmin): Promise<Acted> => {
    const markBefore = await lastAuditId();
    const headers = { ...(options.headers ?? {}), ...(caller.cookie ? { cookie: caller.cookie } : {}) };
    const res = await t.app.inject({ ...options, headers });
    return { res, caller, markBefore };
  };
  return {
    t,
    admin,
    async setup<T = Body>(method: Method, url: string, payload?: unknown, cookie = admin.cookie) {
      const res = await call(t, method, url, { cookie, payload });
      expect(res.statusCode, `setup ${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json<T>();
    },
    act: (method, url, payload, caller = asAdmin) =>
      actInject({ method, url, ...(payload === undefined ? {} : { payload: payload as Body }) }, caller),
    actInject,
  };
}
