import ExcelJS from 'exceljs';

/** The headers of the messy file: auto-map knows all but 'House & Street' (Address Line 1), fixed by hand. */
export const messyHeaders = [
  'Forename',
  'Surname',
  'E-mail Address',
  'Mobile',
  'House & Street',
  'Town',
  ' Post Code ',
  'DOB',
  'NINO',
  'Sort Code',
  'Account No',
] as const;

type Person = { first: string; last: string; email: string; town: string; ni: string };

/**
 * A spreadsheet as offices send them: a phone and a sort code that Excel turned into numbers, a
 * date cell beside DD/MM/YYYY text, a surname that is a formula, a padded header, an empty trailing
 * column and row; and row by row: clean (row 2), a broken e-mail (3), a refused NI prefix (4), an
 * existing worker's NI number (5, a duplicate), clean (6).
 */
export const messyPeople: Person[] = [
  { first: 'Alice', last: 'Archer', email: 'alice.archer@example.test', town: 'Leeds', ni: 'JA123456A' },
  { first: 'Ben', last: 'Baker', email: 'ben.baker-at-example', town: 'Leeds', ni: 'JB123456B' },
  { first: 'Cara', last: 'Cole', email: 'cara.cole@example.test', town: 'Leeds', ni: 'QQ123456C' },
  { first: 'Dana', last: 'Existing', email: 'dana.new@example.test', town: 'York', ni: 'JE123456A' },
  { first: 'Eve', last: 'Evans', email: 'eve.evans@example.test', town: 'Leeds', ni: 'JG123456D' },
];

/** The cells as the server reads them back (text, a date cell as YYYY-MM-DD), for the expected messages. */
export function messyCells(person: Person, i: number): string[] {
  return [
    person.first,
    person.last,
    person.email,
    `0770090010${i}`,
    `${i + 1} High Street`,
    person.town,
    'LS1 4AP',
    '1990-03-15',
    person.ni,
    '20-00-00',
    '12345678',
  ];
}

export async function messyWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow([...messyHeaders, '']);
  messyPeople.forEach((person, i) => {
    sheet.addRow([
      person.first,
      // Evans is typed as a formula whose cached value the importer reads.
      person.last === 'Evans' ? { formula: 'PROPER("evans")', result: 'Evans' } : person.last,
      person.email,
      Number(`770090010${i}`),
      `${i + 1} High Street`,
      person.town,
      'LS1 4AP',
      i % 2 === 0 ? new Date(Date.UTC(1990, 2, 15)) : '15/03/1990',
      person.ni,
      200000,
      '12345678',
      '',
    ]);
  });
  sheet.addRow(['', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
