import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MISSING_KEY_MESSAGE } from '../../src/server/lib/secret-box.ts';

/** docs/operations.md, "Multi-factor sign-in": production never makes a key of its own. */
describe('a production start without MFA_ENCRYPTION_KEY', () => {
  it('stops at once with one line naming the variable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-mfa-start-'));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, NODE_ENV: 'production', MFA_ENCRYPTION_KEY: '', DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      const failed = await run.then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toBe(`${MISSING_KEY_MESSAGE}\n`);
      // Nothing was started: no database, no key made.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
