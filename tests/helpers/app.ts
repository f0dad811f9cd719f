import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { expect, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { mfaKeyOf } from '../../src/server/lib/secret-box.ts';
import { insertUser } from '../../src/server/modules/users/users.repository.ts';
import { agencies } from '../../src/server/db/schema/index.ts';
import { readOutbox } from './outbox.ts';
import { TEST_LOG_LEVEL, testLogStream } from './test-log.ts';

/**
 * What every test app runs with unless a test says otherwise: the password alone signs in
 * (MFA_REQUIRED_ROLES=none; the multi-factor tests name the roles), the key of the TOTP secrets
 * is made in the app's DATA_DIR (docs/operations.md, "Multi-factor sign-in"), and the log goes to
 * the run's log file when npm test keeps one (tests/helpers/test-log.ts), else nowhere.
 */
const TEST_ENV = { LOG_LEVEL: TEST_LOG_LEVEL, PUBLIC_URL: 'http://localhost:3000', MFA_REQUIRED_ROLES: 'none' };

export type TestApp = BuiltApp & {
  dataDir: string;
  outboxDir: string;
  /** The throwaway PostgreSQL database's address; undefined on PGlite. */
  databaseUrl: string | undefined;
};

/**
 * A fresh app on a fresh database: PGlite in memory (started from the migrated dump of
 * tests/setup/api-database-template.ts), or a throwaway PostgreSQL database when
 * TEST_DATABASE_URL is set (one per test file, dropped at close). It serves no client
 * unless clientDir names a folder with an index.html.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream; clientDir?: string; now?: () => Date; jobs?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
  const { database, databaseUrl, drop } = await freshDatabase();
  await database.migrate();
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const built = await buildApp(
    { ...config, clientDir: options.clientDir },
    {
      database,
      logStream: testLogStream(options.logStream),
      jobs: options.jobs ?? false,
      ...(options.now ? { now: options.now } : {}),
    },
  );
  return {
    ...built,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl,
    close: async () => {
      await built.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the same PostgreSQL database as `t` (docs/domain.md, "Several
 * instances"): its own pool, data folder and memory, as a second process behind a load balancer.
 * Closed by its own close(), before `t`'s (which drops the database).
 */
export async function createPeerApp(
  t: TestApp,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  if (!t.databaseUrl) throw new Error('a peer instance needs PostgreSQL (TEST_DATABASE_URL)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
  const database = openDatabase({ databaseUrl: t.databaseUrl, onIdleError: () => {} });
  // One key for both instances, as production gives every instance the same MFA_ENCRYPTION_KEY.
  const mfaKey = mfaKeyOf({ mfaEncryptionKey: t.ctx.config.mfaEncryptionKey, dataDir: t.dataDir });
  const config = loadConfig({ ...TEST_ENV, MFA_ENCRYPTION_KEY: mfaKey.toString('base64'), DATA_DIR: dataDir, ...env });
  const built = await buildApp(
    { ...config, clientDir: undefined },
    { database, logStream: testLogStream(), ...(options.now ? { now: options.now } : {}) },
  );
  return {
    ...built,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: t.databaseUrl,
    close: async () => {
      await built.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{
  database: Database;
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: inject('pgliteTemplate') });
    return { database, databaseUrl: undefined, drop: async () => {} };
  }
  const name = `crm_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    // The drop below terminates any connection still closing; that is expected here.
    database: openDatabase({ databaseUrl: url.toString(), onIdleError: () => {} }),
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const STRONG_PASSWORD = 'Kx9!mPq2#vRw';

let counter = 0;
/** Factory: a user with overrides; returns the row and the password used. */
export async function makeUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    role: string;
    firstName: string;
    lastName: string;
    agencyId: number | null;
    requirePasswordChange: boolean;
    password: string;
    deletedAt: Date | null;
    isActive: boolean;
  }> = {},
) {
  counter += 1;
  const password = overrides.password ?? STRONG_PASSWORD;
  const { password: _p, ...rest } = overrides;
  const user = await insertUser(t.ctx.db, {
    email: `user${counter}-${Date.now()}@example.test`,
    firstName: 'Test',
    lastName: `User${counter}`,
    role: 'support',
    passwordHash: await hashPassword(password),
    ...rest,
  });
  return { ...user, password };
}

export async function makeAgency(t: TestApp, overrides: Partial<typeof agencies.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.ctx.db
    .insert(agencies)
    .values({
      name: `AGENCY ${counter} ${Date.now()}`,
      contactName: 'Jane Contact',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Signs in and returns the cookie header to send with later calls. */
export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}

export function cookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!first) throw new Error('no cookie set');
  return first.split(';')[0]!;
}

/** A signed-in user of the given role; client users get an agency unless one is given. */
export async function signedIn(
  t: TestApp,
  role: 'admin' | 'client' | 'finance' | 'support',
  overrides: Parameters<typeof makeUser>[1] = {},
) {
  const agencyId =
    role === 'client' && overrides.agencyId === undefined ? (await makeAgency(t)).id : overrides.agencyId;
  const user = await makeUser(t, { role, ...overrides, agencyId: agencyId ?? null });
  const cookie = await login(t, user.email, user.password);
  return { user, cookie };
}

/** The .eml files written to the outbox (decoded), oldest first. */
export const outboxMessages = (t: TestApp): string[] => readOutbox(t.outboxDir);

type CallOptions = { cookie?: string | undefined; payload?: unknown; remoteAddress?: string };
/** A JSON call through inject; the cookie (when given) signs it in. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  return t.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** An answer's JSON body as tests read it: fields are unknown until asserted. */
export type Body = Record<string, unknown>;

/** vitest's asymmetric matchers are typed any; typed unknown they sit in object literals lint-clean. */
export const match = {
  anyNumber: expect.any(Number) as unknown,
  anyString: expect.any(String) as unknown,
  isoInstant: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/) as unknown,
  arrayContaining: (items: unknown[]): unknown => expect.arrayContaining(items),
  objectContaining: (fields: object): unknown => expect.objectContaining(fields),
};
