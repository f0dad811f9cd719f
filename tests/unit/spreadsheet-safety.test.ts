import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseFormula } from '../../src/shared/domain/spreadsheet-safety.ts';

describe('neutraliseFormula (formula injection in exported spreadsheets)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ['+441132496000', "'+441132496000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes an apostrophe to %j', (input, expected) => {
    expect(isFormulaLike(input)).toBe(true);
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it.each([
    ['Smith'],
    [''],
    ['07700900123'],
    ['AB123456C'],
    ['12-34-56'],
    ['01/02/1990'],
    ["O'Brien"],
    ['a=b'],
    [' =1+1'],
    ['\n=1'],
  ])('leaves %j as it is', (input) => {
    expect(isFormulaLike(input)).toBe(false);
    expect(neutraliseFormula(input)).toBe(input);
  });

  it('is applied once: an already neutralised value is not changed again', () => {
    const once = neutraliseFormula('=1+1');
    expect(neutraliseFormula(once)).toBe(once);
  });
});
