import crypto from 'node:crypto';

/**
 * Attempt limits for the public auth forms (docs/domain.md "Sign-in throttling", ADR 0009).
 * Pure: which counters an attempt touches and whether any is over its limit. Counting is done by
 * one upsert in auth.repository (countAttempts) before the password is checked.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const ATTEMPT_LIMITS = {
  /** Guesses at one account from one address: the owner's own typing mistakes land here. */
  accountAddress: 10,
  /** Guesses at one account from addresses it has never signed in from: bounds a spread attack. */
  accountUnknownAddresses: 50,
  /** Guesses from one address across all accounts. */
  address: 100,
  /** Reset e-mails for one account (forgot password); beyond it the request is quietly dropped. */
  resetAccount: 3,
  /**
   * Second-factor codes (and recovery codes) for one account, from any address (docs/domain.md,
   * "Multi-factor sign-in"): whoever is guessing already holds the password; ADR 0020 has the sums.
   */
  mfaAccount: 5,
} as const;

export type AttemptKind = keyof typeof ATTEMPT_LIMITS;
export type AttemptKey = { kind: AttemptKind; key: string };

/** Stored keys are hashes: the counters table holds no e-mail address or IP address. */
const keyOf = (kind: AttemptKind, ...parts: string[]) =>
  crypto
    .createHash('sha256')
    .update([kind, ...parts].join('\u0000'))
    .digest('hex');

/**
 * The counters a sign-in attempt is counted against. From an address the account has signed in
 * from before (a "usual address"), the account-wide ceiling does not apply, so an attacker elsewhere
 * cannot lock the owner out; the owner's own address still has its limit of 10.
 */
export function signInKeys(email: string, ip: string | null, isUsualAddress: boolean): AttemptKey[] {
  const keys: AttemptKey[] = [];
  const address = ip ?? 'unknown';
  keys.push({ kind: 'accountAddress', key: keyOf('accountAddress', email, address) });
  if (!isUsualAddress) keys.push({ kind: 'accountUnknownAddresses', key: keyOf('accountUnknownAddresses', email) });
  if (ip) keys.push({ kind: 'address', key: keyOf('address', ip) });
  return keys;
}

/** The counters a second-factor attempt is counted against: the account's, and the address's shared with sign-in. */
export function mfaKeys(userId: number, ip: string | null): AttemptKey[] {
  const keys: AttemptKey[] = [{ kind: 'mfaAccount', key: keyOf('mfaAccount', String(userId)) }];
  if (ip) keys.push({ kind: 'address', key: keyOf('address', ip) });
  return keys;
}

export const resetKeys = (email: string): AttemptKey[] => [{ kind: 'resetAccount', key: keyOf('resetAccount', email) }];

export type CountedAttempt = { key: string; attempts: number; windowStartedAt: Date };

/**
 * Seconds until the latest window that is over its limit ends, or null when every counter is
 * within its limit (the attempt itself is counted, so limit 10 lets the 10th attempt through).
 */
export function retryAfterSeconds(keys: AttemptKey[], counted: CountedAttempt[], now: number): number | null {
  const limitOf = new Map(keys.map((k) => [k.key, ATTEMPT_LIMITS[k.kind]]));
  const over = counted.filter((c) => c.attempts > (limitOf.get(c.key) ?? Infinity));
  if (over.length === 0) return null;
  const until = Math.max(...over.map((c) => c.windowStartedAt.getTime() + ATTEMPT_WINDOW_MS));
  return Math.max(1, Math.ceil((until - now) / 1000));
}
