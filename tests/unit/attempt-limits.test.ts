import { describe, expect, it } from 'vitest';
import { ATTEMPT_WINDOW_MS, retryAfterSeconds, signInKeys } from '../../src/server/modules/auth/attempt-limits.ts';

describe('sign-in attempt counters', () => {
  it('an unknown address counts against the pair, the account-wide ceiling and the address', () => {
    expect(signInKeys('ann@example.test', '192.0.2.1', false).map((k) => k.kind)).toEqual([
      'accountAddress',
      'accountUnknownAddresses',
      'address',
    ]);
  });

  it('the usual address is exempt from the account-wide ceiling', () => {
    expect(signInKeys('ann@example.test', '192.0.2.1', true).map((k) => k.kind)).toEqual(['accountAddress', 'address']);
  });

  it('keys are hashes that hold neither the e-mail nor the address', () => {
    for (const { key } of signInKeys('ann@example.test', '192.0.2.1', false)) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('the same account from two addresses has two pair counters but one account-wide one', () => {
    const [pairA, wideA] = signInKeys('ann@example.test', '192.0.2.1', false);
    const [pairB, wideB] = signInKeys('ann@example.test', '192.0.2.2', false);
    expect(pairA!.key).not.toBe(pairB!.key);
    expect(wideA!.key).toBe(wideB!.key);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);
  const keys = signInKeys('ann@example.test', '192.0.2.1', false);
  const started = new Date(now - 60_000);
  const counted = (pair: number, wide: number, address: number) =>
    [pair, wide, address].map((attempts, i) => ({ key: keys[i]!.key, attempts, windowStartedAt: started }));

  it.each([
    ['the 10th attempt of a pair passes', counted(10, 10, 10), null],
    ['the 11th attempt of a pair waits for its window', counted(11, 11, 11), ATTEMPT_WINDOW_MS / 1000 - 60],
    ['the 51st from unknown addresses waits', counted(1, 51, 1), ATTEMPT_WINDOW_MS / 1000 - 60],
    ['the 101st from one address waits', counted(1, 1, 101), ATTEMPT_WINDOW_MS / 1000 - 60],
    ['within every limit passes', counted(3, 40, 99), null],
  ])('%s', (_name, rows, expected) => {
    expect(retryAfterSeconds(keys, rows, now)).toBe(expected);
  });
});
