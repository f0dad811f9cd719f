import fs from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft breaks and escapes so a test can read a link in the mail. */
const decodeQuotedPrintable = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The .eml files of an outbox folder (decoded), oldest first; none when the folder is absent. */
export function readOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
}
