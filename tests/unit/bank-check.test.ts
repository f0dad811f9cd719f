import { validateAccountDetails } from 'uk-modulus-check';
import { describe, expect, it } from 'vitest';
import { bankCheckWarning, bankDetailsWarning } from '../../src/shared/domain/bank-check.ts';

describe('bankDetailsWarning (Vocalink modulus check, a warning only)', () => {
  it.each([
    // Vocalink's published test cases and the package's examples.
    ['08-99-99', '66374958', 'passes: standard modulus 10'],
    ['107999', '88837491', 'passes: standard modulus 11'],
    ['202959', '63748472', 'passes: double alternate'],
    ['180002', '00000190', 'passes: exception rules'],
  ])('%s %s %s', (sortCode, accountNumber) => {
    expect(bankDetailsWarning(sortCode, accountNumber)).toBeNull();
  });

  it.each([
    ['938063', '15763217'],
    ['08-99-99', '66374959'],
    ['107999', '88837492'],
  ])('%s %s fails and warns on the account number', (sortCode, accountNumber) => {
    expect(bankDetailsWarning(sortCode, accountNumber)).toEqual({ field: 'accountNumber', message: bankCheckWarning });
  });

  it.each([
    [null, '66374958'],
    ['08-99-99', null],
    ['', ''],
    ['08-99', '66374958'],
    ['08-99-99', '6637495'],
  ])('says nothing while either is empty or not yet well formed: %j %j', (sortCode, accountNumber) => {
    expect(bankDetailsWarning(sortCode, accountNumber)).toBeNull();
  });

  it('answers the same on every call, also after many other pairs were checked (answers are kept, a bounded number)', () => {
    const first = [
      bankDetailsWarning('08-99-99', '66374958'),
      bankDetailsWarning('08-99-99', '66374959'),
      bankDetailsWarning('089999', '66374959'),
    ];
    for (let i = 0; i < 6000; i += 1) bankDetailsWarning('089999', String(10000000 + i));
    const again = [
      bankDetailsWarning('08-99-99', '66374958'),
      bankDetailsWarning('08-99-99', '66374959'),
      bankDetailsWarning('089999', '66374959'),
    ];
    expect(first).toEqual([
      null,
      { field: 'accountNumber', message: bankCheckWarning },
      { field: 'accountNumber', message: bankCheckWarning },
    ]);
    expect(again).toEqual(first);
  });

  it('an exception 7 account with g = 9 does not change the answers that follow (patches/uk-modulus-check)', () => {
    // uk-modulus-check 2.0.11 zeroed the weights of the sort code's range in its shared table, so
    // 77-73-80 / 87654259 failed once and passed for ever after any account there with g = 9.
    // Asked of the package itself: bankDetailsWarning keeps answers, which would hide the change.
    const before = validateAccountDetails('777380', '87654259');
    validateAccountDetails('777380', '12345698');
    expect([before, validateAccountDetails('777380', '87654259')]).toEqual([false, false]);
  });

  it('the message', () => {
    expect(bankCheckWarning).toBe(
      "Sort code and account number do not pass the bank's modulus check. Please check them.",
    );
  });
});
