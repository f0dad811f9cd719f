import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Role } from '../../../shared/domain/permissions.ts';
import type { MfaStage } from '../../lib/session-user.ts';

/**
 * The rules of the second factor (docs/domain.md, "Multi-factor sign-in"; ADR 0020), pure: codes
 * are RFC 6238 (SHA-1, 6 digits, 30-second steps), one step of clock drift tolerated each side;
 * recovery codes are 16 random characters, stored as their SHA-256.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Worker CRM';

/** Which stage a session opened by this user's password starts at, or null: fully signed in. */
export function mfaStageFor(
  user: { role: string; enrolled: boolean },
  requiredRoles: readonly Role[],
): MfaStage | null {
  if (user.enrolled) return 'verify';
  return (requiredRoles as readonly string[]).includes(user.role) ? 'enrol' : null;
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// address the enrolment's QR code holds. */
export const otpauthUrlOf = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The time step a code belongs to when it is right at `nowMs` (within one step of drift), else
 * null. The caller accepts it only if it is later than the last step accepted (one code, one use).
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** No 0/O, 1/I/L: a code read off paper is typed back right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;

/** Ten codes of 16 characters from 31 (about 79 bits each), shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    );
    return chars.join('').match(/.{4}/g)!.join('-');
  });
}

/** As typed: any case, with or without the dashes or spaces. */
export const normaliseRecoveryCode = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

/**
 * A recovery code's stored form. SHA-256 without salt is enough: the codes carry about 79 random
 * bits, so no dictionary or table covers them (ADR 0020), and a lookup by hash stays one query.
 */
export const hashRecoveryCode = (input: string): string =>
  crypto.createHash('sha256').update(normaliseRecoveryCode(input)).digest('hex');
