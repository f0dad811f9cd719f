import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEV_KEY_FILE, mfaKeyOf, openSecret, sealSecret } from '../../src/server/lib/secret-box.ts';
import { mfaKeys } from '../../src/server/modules/auth/attempt-limits.ts';
import {
  hashRecoveryCode,
  matchingStep,
  mfaStageFor,
  newRecoveryCodes,
  newTotpSecret,
} from '../../src/server/modules/auth/mfa-codes.ts';

/** The rules of docs/domain.md, "Multi-factor sign-in" (ADR 0020). */
describe('which stage the password opens', () => {
  const all = ['admin', 'client', 'finance', 'support'] as const;
  it.each([
    ['a required role, not enrolled', { role: 'finance', enrolled: false }, all, 'enrol'],
    ['a required role, enrolled', { role: 'finance', enrolled: true }, all, 'verify'],
    ['a role left out, not enrolled', { role: 'support', enrolled: false }, ['admin'] as const, null],
    ['a role left out, enrolled', { role: 'support', enrolled: true }, ['admin'] as const, 'verify'],
    ['nobody required (none)', { role: 'admin', enrolled: false }, [] as const, null],
  ])('%s', (_name, user, required, stage) => {
    expect(mfaStageFor(user, required)).toBe(stage);
  });
});

describe('codes (RFC 6238, 30 s, 6 digits, one step of drift)', () => {
  const secret = newTotpSecret();
  const at = Date.UTC(2026, 0, 5, 9, 0, 10);
  const step = Math.floor(at / 30_000);
  const codeAt = (ms: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms });

  it('a secret is 160 bits in base32', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it.each([
    ['this step', 0, step],
    ['the step before', -1, step - 1],
    ['the step after', 1, step + 1],
    ['two steps before', -2, null],
    ['two steps after', 2, null],
  ])("%s's code answers its step, or null", (_name, offset, expected) => {
    expect(matchingStep(secret, codeAt(at + offset * 30_000), at)).toBe(expected);
  });

  it('RFC 6238 test vector (SHA-1, 59 s): 287082 of 94287082', () => {
    const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
    expect(matchingStep(rfcSecret, '287082', 59_000)).toBe(1);
  });
});

describe('recovery codes', () => {
  it('ten distinct codes of 16 characters without look-alikes, hashed the same however typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const code = codes[0]!;
    expect(hashRecoveryCode(code.toLowerCase().replaceAll('-', ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('code attempts are counted per account and per address', () => {
  it('the account counter, and the address counter sign-in uses', () => {
    expect(mfaKeys(7, '192.0.2.1').map((k) => k.kind)).toEqual(['mfaAccount', 'address']);
    expect(mfaKeys(7, null).map((k) => k.kind)).toEqual(['mfaAccount']);
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = Buffer.alloc(32, 1);
  it('open with the same key and owner only', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'mfa-factor:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed, 'mfa-factor:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed, 'mfa-factor:2')).toBeNull();
    expect(openSecret(Buffer.alloc(32, 2), sealed, 'mfa-factor:1')).toBeNull();
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', 'mfa-factor:1')).not.toBe(sealed);
  });

  it('without MFA_ENCRYPTION_KEY a key is made once in DATA_DIR, readable by its owner only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-mfa-key-'));
    try {
      const first = mfaKeyOf({ mfaEncryptionKey: undefined, dataDir });
      expect(first).toHaveLength(32);
      expect(mfaKeyOf({ mfaEncryptionKey: undefined, dataDir })).toEqual(first);
      expect(fs.statSync(path.join(dataDir, DEV_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(mfaKeyOf({ mfaEncryptionKey: key, dataDir })).toBe(key);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
