/** Start-up behaviour: the first administrator (docs/domain.md) and fail-fast configuration (README.md, "Configuration"). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { verifyPassword } from '../../src/server/lib/passwords.ts';
import { countUsers, findUserByEmail } from '../../src/server/modules/users/users.repository.ts';
import { ensureFirstAdmin, STALE_UPLOAD_MS, sweepStaleUploads } from '../../src/server/startup.ts';
import { makeUser } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();
beforeEach(async () => {
  // Each case starts as a fresh install: no users at all.
  await t.ctx.db.delete(users);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The app's context as a start with these ADMIN_* variables would build it. */
const startWith = (admin: { adminEmail?: string; adminPassword?: string }) => ({
  ...t.ctx,
  config: { ...t.ctx.config, ...admin },
});

describe('ensureFirstAdmin', () => {
  it('with ADMIN_EMAIL and ADMIN_PASSWORD creates that admin, with no forced change and nothing printed', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await ensureFirstAdmin(startWith({ adminEmail: 'owner@agency.co.uk', adminPassword: 'Str0ng!Enough' }));
    const admin = await findUserByEmail(t.ctx.db, 'owner@agency.co.uk');
    expect(admin).toMatchObject({ role: 'admin', requirePasswordChange: false, isActive: true, agencyId: null });
    expect(await verifyPassword(admin!.passwordHash, 'Str0ng!Enough')).toBe(true);
    expect(print).not.toHaveBeenCalled();
  });

  it('without them creates admin@example.com with a random password printed once, to change at first sign-in', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await ensureFirstAdmin(t.ctx);
    await ensureFirstAdmin(t.ctx); // a second start adds nothing and prints nothing
    expect(await countUsers(t.ctx.db)).toBe(1);
    const admin = await findUserByEmail(t.ctx.db, 'admin@example.com');
    expect(admin).toMatchObject({ role: 'admin', requirePasswordChange: true });
    expect(print).toHaveBeenCalledTimes(1);
    const printed = String(print.mock.calls[0]?.[0]);
    const password = /Password \(change it at first sign-in\): (\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { requirePasswordChange: boolean } }>().user.requirePasswordChange).toBe(true);
  });

  it('does nothing when a user exists', async () => {
    await makeUser(t, { role: 'support' });
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    await ensureFirstAdmin(startWith({ adminEmail: 'owner@agency.co.uk', adminPassword: 'Str0ng!Enough' }));
    await ensureFirstAdmin(t.ctx);
    expect(await countUsers(t.ctx.db)).toBe(1);
    expect(await findUserByEmail(t.ctx.db, 'owner@agency.co.uk')).toBeUndefined();
    expect(await findUserByEmail(t.ctx.db, 'admin@example.com')).toBeUndefined();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('sweepStaleUploads', () => {
  it('removes staged uploads older than an hour and keeps newer ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-sweep-'));
    try {
      expect(await sweepStaleUploads(dataDir)).toBe(0);
      const dir = path.join(dataDir, 'tmp', 'uploads');
      fs.mkdirSync(dir, { recursive: true });
      const stale = path.join(dir, 'a.upload');
      const fresh = path.join(dir, 'b.upload');
      fs.writeFileSync(stale, 'left by a crash');
      fs.writeFileSync(fresh, 'being uploaded');
      const old = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
      fs.utimesSync(stale, old, old);
      expect(await sweepStaleUploads(dataDir)).toBe(1);
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.readFileSync(fresh, 'utf8')).toBe('being uploaded');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the real start', () => {
  it('stops with exit code 1 and names the variable when the environment is malformed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-start-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Invalid environment:\n {2}PORT: /);
      // It stopped before touching the data folder.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
