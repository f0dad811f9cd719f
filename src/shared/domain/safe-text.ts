/**
 * What text may hold (docs/domain.md, "Input"). PostgreSQL refuses NUL in text and jsonb, other
 * control characters are never typed by a person (they come from broken clients or attacks), and a
 * UTF-16 surrogate without its partner cannot be written as UTF-8 or stored in jsonb.
 * Tab, line feed and carriage return stay allowed: notes and messages span lines.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

export const hasUnpairedSurrogate = (value: string): boolean => UNPAIRED_SURROGATE.test(value);
