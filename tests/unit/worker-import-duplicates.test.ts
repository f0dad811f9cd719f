import { describe, expect, it } from 'vitest';
import { duplicateReasons, inFileDuplicates } from '../../src/shared/domain/worker-import/duplicates.ts';

const row = (rowIndex: number, niKey: string | null, emailKey: string | null) => ({
  rowIndex,
  rowNumber: rowIndex + 2,
  niKey,
  emailKey,
});

// docs/domain.md: a row whose NI number or e-mail equals an earlier row of the file is a duplicate.
describe('duplicates within the file', () => {
  it('has the reasons the review shows, naming no other worker', () => {
    expect(duplicateReasons.sameNiAs(7)).toBe('Same NI number as row 7');
    expect(duplicateReasons.sameEmailAs(12)).toBe('Same email as row 12');
    expect(duplicateReasons.existingNi).toBe('NI number matches an existing worker');
    expect(duplicateReasons.existingEmail).toBe('Email matches an existing worker');
    expect(duplicateReasons.outsideAgency).toBe('NI number or email belongs to a worker outside your agency');
  });

  it('flags a later row with the NI number of an earlier one, not the first', () => {
    const found = inFileDuplicates([row(0, 'AB123456C', 'a@x.com'), row(1, 'AB123456C', 'b@x.com')]);
    expect([...found]).toEqual([[1, 'Same NI number as row 2']]);
  });

  it('flags a later row with the e-mail of an earlier one', () => {
    const found = inFileDuplicates([row(0, 'AB123456C', 'a@x.com'), row(1, 'CE123456A', 'a@x.com')]);
    expect([...found]).toEqual([[1, 'Same email as row 2']]);
  });

  it('names the NI number first when both match, and always the first occurrence', () => {
    const found = inFileDuplicates([
      row(0, 'AB123456C', 'a@x.com'),
      row(1, 'AB123456C', 'a@x.com'),
      row(2, 'AB123456C', 'c@x.com'),
      row(3, 'JK123456A', 'c@x.com'),
    ]);
    expect([...found]).toEqual([
      [1, 'Same NI number as row 2'],
      [2, 'Same NI number as row 2'],
      [3, 'Same email as row 4'],
    ]);
  });

  it('ignores missing keys and uses the spreadsheet row number given', () => {
    const found = inFileDuplicates([
      { rowIndex: 0, rowNumber: 5, niKey: null, emailKey: null },
      { rowIndex: 1, rowNumber: 9, niKey: null, emailKey: null },
      { rowIndex: 2, rowNumber: 11, niKey: 'AB123456C', emailKey: null },
      { rowIndex: 3, rowNumber: 14, niKey: 'AB123456C', emailKey: null },
    ]);
    expect([...found]).toEqual([[3, 'Same NI number as row 11']]);
  });

  it('treats keys like "__proto__" as plain text', () => {
    const found = inFileDuplicates([row(0, '__proto__', 'constructor'), row(1, '__proto__', 'x@y.z')]);
    expect([...found]).toEqual([[1, 'Same NI number as row 2']]);
  });
});
