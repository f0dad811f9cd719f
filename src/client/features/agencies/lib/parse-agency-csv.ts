import Papa from 'papaparse';
import { agencyMessages, MAX_IMPORT_ROWS } from '../../../../shared/api/agencies.ts';

export type ParsedCsv = { headers: string[]; rows: Record<string, string>[] };

/**
 * Reads an agency CSV in the browser (docs/domain.md, Agencies): papaparse handles
 * quoted commas, quotes, a BOM and CRLF; asterisks are removed from header names (a required
 * column's 'Name*'). Throws the spec's sentence when there is no header and data row, or the file
 * cannot be read.
 */
export async function parseAgencyCsv(file: File): Promise<ParsedCsv> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new Error(agencyMessages.csvParseFailed);
  }
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.replace(/\*/g, '').trim(),
  });
  const headers = (result.meta.fields ?? []).filter((h) => h !== '');
  const fatal = result.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
  if (fatal) throw new Error(agencyMessages.csvParseFailed);
  if (headers.length === 0 || result.data.length === 0) throw new Error(agencyMessages.csvEmpty);
  if (result.data.length > MAX_IMPORT_ROWS) throw new Error(agencyMessages.tooManyRows);
  const rows = result.data.map((row) => Object.fromEntries(headers.map((h) => [h, (row[h] ?? '').trim()])));
  return { headers, rows };
}
