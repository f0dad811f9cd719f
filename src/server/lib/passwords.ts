import { hash, verify } from '@node-rs/argon2';
import { createRequire } from 'node:module';
import { passwordMessages } from '../../shared/domain/password.ts';
import { AppError } from './app-error.ts';

const dumbPasswords = createRequire(import.meta.url)('dumb-passwords') as { check: (p: string) => boolean };

/** argon2id with the OWASP minimum (docs/decisions/0005-argon2id-and-common-password-list.md): m=19456 KiB, t=2, p=1. */
const options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a random string, verified against when the e-mail is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The 10,000 most common passwords (the dumb-passwords list, compared case-insensitively), refused everywhere. */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

/** Refuses a password on the common list; used wherever a password is set. */
export function assertNotCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', passwordMessages.common, [{ field, message: passwordMessages.common }]);
  }
}

/** Passwords an admin types (create, approve, reset): refused when common, hashed outside any transaction. */
export async function hashAdminSetPassword(password: string): Promise<string> {
  assertNotCommonPassword(password);
  return hashPassword(password);
}
