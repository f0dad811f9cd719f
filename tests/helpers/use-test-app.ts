import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signedIn, type TestApp } from './app.ts';

type Role = Parameters<typeof signedIn>[1];
type UserOverrides = NonNullable<Parameters<typeof signedIn>[2]>;
/** A role, or a role and the user's fields (names, agency...). */
export type RoleSpec = Role | readonly [Role, UserOverrides];
/** A signed-in user: the row (with its password) and the cookie that signs calls in. */
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/**
 * The setup an API test file repeats: before its tests a fresh app (createTestApp, with `env`) and
 * one signed-in user per role asked for, signed in in that order; after them the app closed.
 *
 *   const { t, admin, sam } = useTestApp({ admin: 'admin', sam: ['support', { firstName: 'Sam' }] });
 *   it('...', async () => call(t, 'GET', '/api/users', { cookie: admin.cookie }));
 *
 * What it answers is filled in by its beforeAll: read it in tests and hooks, not at a file's top level.
 */
export function useTestApp<const R extends Record<string, RoleSpec> = Record<never, RoleSpec>>(
  roles: R = {} as R,
  env: Record<string, string> = {},
): { t: TestApp } & { [K in keyof R]: SignedIn } {
  const t = {} as TestApp;
  const users = Object.fromEntries(Object.keys(roles).map((name) => [name, {} as SignedIn])) as Record<
    string,
    SignedIn
  >;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
    for (const [name, spec] of Object.entries(roles)) {
      const [role, overrides] = typeof spec === 'string' ? [spec, {}] : spec;
      Object.assign(users[name]!, await signedIn(t, role, overrides));
    }
  });
  afterAll(async () => {
    // Nothing to close when createTestApp itself failed: its error is the one to see.
    if ('close' in t) await t.close();
  });
  return { t, ...users } as { t: TestApp } & { [K in keyof R]: SignedIn };
}
