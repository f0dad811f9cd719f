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

  it('the message', () => {
    expect(bankCheckWarning).toBe("Sort code and account number do not pass the bank's modulus check. Please check them.");
  });
});
