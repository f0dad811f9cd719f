import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField } from '../../src/server/lib/csv-writer.ts';

/** csvField must write a field exactly as papaparse's unparse does (RFC 4180), and read back as typed. */
const awkward = [
  '',
  'Smith',
  "O'Brien",
  'Smith, John',
  'say "hello"',
  '"',
  '""',
  'line\nbreak',
  'carriage\rreturn',
  'crlf\r\nend',
  ' leading space',
  'trailing space ',
  ' ',
  'Łukasz Żółć',
  "'=1+1",
  'tab\tinside',
  'a,b,"c"\n',
];

describe('csvField', () => {
  it.each(awkward)('writes %j as papaparse does', (text) => {
    expect(csvField(text)).toBe(Papa.unparse([[text, 'x']], { newline: '\r\n' }).slice(0, -2));
  });

  it.each(awkward)('reads %j back as typed', (text) => {
    const parsed = Papa.parse<string[]>(`${csvField(text)},x`, { newline: '\r\n' });
    expect(parsed.data[0]).toEqual([text, 'x']);
  });

  it('quotes only what needs it', () => {
    expect(csvField('Smith')).toBe('Smith');
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });
});
