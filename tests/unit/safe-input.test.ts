import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarDate, idValue, inputMessages, text } from '../../src/shared/api/common.ts';

/** The first message a schema answers for a value, or null when the value is accepted. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('text: what any text field or query parameter accepts (docs/domain.md, "Input")', () => {
  it.each([
    ['a plain name', 'Jane'],
    ['accents', 'Zoë Brontë-Łukasz'],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['line breaks in notes', 'line one\nline two\r\nline three'],
    ['a tab', 'a\tb'],
    ['an empty string (required-ness is each field’s own rule)', ''],
  ])('%s is accepted', (_name, value) => expect(refusal(text(), value)).toBeNull());

  it.each([
    ['NUL', 'a\u0000b', inputMessages.controlCharacters],
    ['NUL at the end', 'Bob\u0000', inputMessages.controlCharacters],
    ['BEL', '\u0007', inputMessages.controlCharacters],
    ['an escape sequence', '\u001b[31mred', inputMessages.controlCharacters],
    ['a vertical tab', 'a\u000bb', inputMessages.controlCharacters],
    ['DEL', 'a\u007f', inputMessages.controlCharacters],
    ['a C1 control', 'a\u0085b', inputMessages.controlCharacters],
    ['a lone high surrogate', 'a\ud800b', inputMessages.invalidCharacters],
    ['a lone low surrogate', '\udc00', inputMessages.invalidCharacters],
    ['a high surrogate at the end', 'x\ud83d', inputMessages.invalidCharacters],
    ['surrogates in the wrong order', '\ude00\ud83d', inputMessages.invalidCharacters],
  ])('%s is refused', (_name, value, message) => expect(refusal(text(), value)).toBe(message));

  it('keeps the field’s own message for a value that is not text', () => {
    expect(refusal(text('First name is required'), 42)).toBe('First name is required');
    expect(refusal(text('First name is required'), null)).toBe('First name is required');
  });

  it('chains like a string: trimmed, then measured', () => {
    expect(text().trim().min(1, 'Required').parse('  Jane  ')).toBe('Jane');
    expect(refusal(text().trim().min(1, 'Required'), '   ')).toBe('Required');
    expect(refusal(text().trim().max(3, 'Too long'), 'a\u0000b')).toBe(inputMessages.controlCharacters);
  });
});

describe('calendarDate: a real day written YYYY-MM-DD', () => {
  it.each(['2024-02-29', '2023-12-31', '1900-01-01', '9999-12-31'])('%s is accepted', (value) =>
    expect(refusal(calendarDate, value)).toBeNull(),
  );

  it.each([
    ['2024-02-30', inputMessages.date],
    ['2023-02-29', inputMessages.date],
    ['9999-99-99', inputMessages.date],
    ['0000-00-00', inputMessages.date],
    ['0000-01-01', inputMessages.date],
    ['2024-13-01', inputMessages.date],
    ['2024-1-1', inputMessages.date],
    ['20240101', inputMessages.date],
    ['10000-01-01', inputMessages.date],
    [' 2024-01-01', inputMessages.date],
    ['2024-01-01T00:00:00Z', inputMessages.date],
    ['01/02/2024', inputMessages.date],
    ['', inputMessages.date],
    ['2024-01-01\u0000', inputMessages.controlCharacters],
  ])('%s is refused', (value, message) => expect(refusal(calendarDate, value)).toBe(message));
});

describe('idValue: a database id from a path, a query or a body', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    [2147483647, 2147483647],
  ])('%j is the id %d', (value, id) => expect(idValue.parse(value)).toBe(id));

  it.each([
    0,
    -1,
    '-1',
    '0',
    '0x10',
    '1e999',
    '1e3',
    '1.5',
    1.5,
    ' 1',
    '1 ',
    '',
    '2147483648',
    2147483648,
    '99999999999999999999',
    Infinity,
    NaN,
    null,
    true,
    '٣',
    [1],
    { id: 1 },
  ])('%j is refused', (value) => expect(refusal(idValue, value)).toBe(inputMessages.id));
});
