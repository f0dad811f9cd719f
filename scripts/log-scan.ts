// The log privacy check (docs/operations.md, "Logs"): reads the log lines a test run wrote (npm
// test's API tier writes every app's log to one file, scripts/test.mjs) and fails on any line that
// holds personal data or a secret: a National Insurance number, a sort code, an account number, a
// right-to-work share code, an e-mail address or a password hash. Each finding names the file, the
// line, the kind and the field, never the value (a log of the check must not repeat the leak).
//
//   node --import tsx scripts/log-scan.ts FILE... [--allow-empty]
//
// exits 1 on any finding, or when the files hold no line at all (unless --allow-empty: a filtered
// run may log nothing), 2 on bad arguments.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export type LeakKind = 'NI number' | 'sort code' | 'account number' | 'share code' | 'e-mail address' | 'password hash';
export type Leak = { kind: LeakKind; field: string };
export type Finding = Leak & { file: string; line: number };

/**
 * What each kind looks like in a string, letters in either case and with the usual spaces or dashes.
 * Digits must stand alone (not inside a longer number, a date, an id or a hex string): a six-digit
 * run is a sort code, an eight-digit run an account number.
 */
const PATTERNS: [LeakKind, (text: string) => boolean][] = [
  // Two prefix letters (not D, F, I, Q, U, V; the second not O), six digits, a suffix A-D.
  [
    'NI number',
    matches(/(?<![A-Za-z0-9])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])/i),
  ],
  ['sort code', matches(/(?<![\d.:/-])\d{2}-\d{2}-\d{2}(?![\d.:/-])|(?<![\w.:/-])\d{6}(?![\w.:/-])/)],
  ['account number', matches(/(?<![\w.:/-])\d{8}(?![\w.:/-])/)],
  // W and 8 letters or digits, with a digit among them so that a word ("withdrawn") is not taken for one.
  [
    'share code',
    (text) =>
      [...text.matchAll(/(?<![A-Za-z0-9])W[A-Z0-9]{2} ?[A-Z0-9]{3} ?[A-Z0-9]{3}(?![A-Za-z0-9])/gi)].some((m) =>
        /\d/.test(m[0]),
      ),
  ],
  ['e-mail address', matches(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/)],
  // argon2 (ours), bcrypt and scrypt in their modular crypt form.
  ['password hash', matches(/\$argon2(?:id|i|d)\$|\$2[abxy]\$\d{2}\$|\$scrypt\$/)],
];

function matches(pattern: RegExp) {
  return (text: string) => pattern.test(text);
}

/** Every string in a parsed log line, with the path of its field ("err.message", "summary.0"). */
function* stringsOf(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, `${field}.${i}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, field ? `${field}.${key}` : key);
}

/**
 * The leaks in one log line. A JSON line is read field by field (its numbers, such as time and pid,
 * are no personal data; keys are read too); any other line is read as one string.
 */
export function findLeaks(line: string): Leak[] {
  let strings: [string, string][];
  try {
    const parsed: unknown = JSON.parse(line);
    const keys =
      parsed && typeof parsed === 'object' ? [...keysOf(parsed)].map((key): [string, string] => ['(key)', key]) : [];
    strings = [...stringsOf(parsed, ''), ...keys];
  } catch {
    strings = [['(line)', line]];
  }
  const leaks: Leak[] = [];
  for (const [field, text] of strings) {
    for (const [kind, holds] of PATTERNS) if (holds(text)) leaks.push({ kind, field });
  }
  return leaks;
}

function* keysOf(value: object): Generator<string> {
  for (const [key, item] of Object.entries(value)) {
    yield key;
    if (item && typeof item === 'object') yield* keysOf(item as object);
  }
}

/** Reads the files line by line; the findings and the number of lines read. */
export function scanFiles(files: readonly string[]): { lines: number; findings: Finding[] } {
  let lines = 0;
  const findings: Finding[] = [];
  for (const file of files) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const [index, line] of text.split('\n').entries()) {
      if (line.trim() === '') continue;
      lines += 1;
      for (const leak of findLeaks(line)) findings.push({ ...leak, file, line: index + 1 });
    }
  }
  return { lines, findings };
}

function main(args: string[]): number {
  const allowEmpty = args.includes('--allow-empty');
  const files = args.filter((arg) => arg !== '--allow-empty');
  if (files.length === 0 || files.some((file) => file.startsWith('--'))) {
    console.error('Usage: node --import tsx scripts/log-scan.ts FILE... [--allow-empty]');
    return 2;
  }
  const { lines, findings } = scanFiles(files);
  for (const f of findings.slice(0, 50)) console.error(`${f.file}:${f.line}: ${f.kind} in ${f.field}`);
  if (findings.length > 50) console.error(`... and ${findings.length - 50} more`);
  if (findings.length > 0) {
    console.error(`Log privacy check: ${findings.length} finding(s) in ${lines} log lines.`);
    return 1;
  }
  if (lines === 0 && !allowEmpty) {
    console.error(`Log privacy check: no log line in ${files.join(', ')}; the run wrote no log to check.`);
    return 1;
  }
  console.log(`Log privacy check: ${lines} log lines, no personal data or secret found.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
