import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { safeCell, type CellValue } from './xlsx-writer.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it "Łukasz" turns to mojibake. */
const BOM = '\uFEFF';
const NEWLINE = '\r\n';

/** Needs quoting (RFC 4180, and papaparse's rule for a leading or trailing space): a quote, comma, CR or LF. */
const NEEDS_QUOTES = /[",\r\n]|^ | $/;
const QUOTES = /"/g;

/**
 * One CSV field as papaparse's unparse writes it (tests/unit/csv-writer.test.ts compares the two on
 * awkward text): as is, or in quotes with inner quotes doubled. For writers of a million rows, where
 * unparse's per-field work was half the time of a report.
 */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text);

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (UTC midnight) as typed in forms and imports: DD/MM/YYYY. */
const enGbDay = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

const toText = (value: CellValue): string =>
  value === null ? '' : value instanceof Date ? enGbDay(value) : String(safeCell(value));

/**
 * Streams a CSV: the BOM and header line, then each batch as one papaparse `unparse` chunk (RFC
 * 4180 quoting, CRLF). Readable.from pulls the next batch only when the reader wants more, and a
 * reader that goes away ends the batches' iterator, so the rows behind it are never read.
 */
export function streamCsv(options: { headers: readonly string[]; batches: AsyncIterable<CellValue[][]> }): Readable {
  const unparse = (rows: CellValue[][]) =>
    Papa.unparse(
      rows.map((row) => row.map(toText)),
      { newline: NEWLINE },
    ) + NEWLINE;
  async function* lines() {
    yield BOM + unparse([[...options.headers]]);
    for await (const batch of options.batches) {
      if (batch.length > 0) yield unparse(batch);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
