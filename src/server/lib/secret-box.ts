import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server must read back (the TOTP secrets of docs/domain.md, "Multi-factor sign-in"),
 * stored encrypted with AES-256-GCM (ADR 0020). The stored text is `v1.<iv>.<tag>.<ciphertext>`
 * (base64url); `context` (the owner's id) is authenticated with it, so a row copied onto another
 * user does not decrypt.
 */
const VERSION = 'v1';

export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the text was not sealed with this key and context (a changed key). */
export function openSecret(key: Buffer, stored: string, context: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The file under DATA_DIR that holds the key made for development and tests (docs/operations.md). */
export const DEV_KEY_FILE = 'mfa-encryption.key';

/**
 * The key from MFA_ENCRYPTION_KEY, else (development and tests only: a production start without it
 * stops, src/server/main.ts) the one kept in DATA_DIR, made on first use, readable by its owner only.
 */
export function mfaKeyOf(config: { mfaEncryptionKey: Buffer | undefined; dataDir: string }): Buffer {
  if (config.mfaEncryptionKey) return config.mfaEncryptionKey;
  const file = path.join(config.dataDir, DEV_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold 32 bytes in base64`);
  return key;
}

/** The one line a production start without a key stops with (src/server/main.ts). */
export const MISSING_KEY_MESSAGE =
  'MFA_ENCRYPTION_KEY is not set: a production start needs 32 random bytes in base64 (openssl rand -base64 32), see docs/operations.md "Multi-factor sign-in"';
