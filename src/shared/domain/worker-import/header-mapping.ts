import { workerFieldTable, type WorkerTextField } from '../worker-fields.ts';
import { importFieldSynonyms } from './field-synonyms.ts';
import { importFieldLabel, importFields, isImportField, requiredImportFields } from './import-fields.ts';

/*
 * Headers are file content: '__proto__' or 'constructor' is a plain header here. Every lookup keyed
 * by a header goes through a Map, and objects are built with Object.fromEntries (own properties
 * only), never by assignment (docs/domain.md).
 */

/**
 * Every header unique: trimmed, an empty one named 'Column N' (N counts columns from 1), a repeat
 * given ' (2)', ' (3)' ... (docs/domain.md).
 */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const used = new Set<string>();
  return raw.map((header, index) => {
    const base = header.trim() || `Column ${index + 1}`;
    let unique = base;
    for (let n = 2; used.has(unique); n++) unique = `${base} (${n})`;
    used.add(unique);
    return unique;
  });
}

/** A header as auto-map compares it: lower case, without spaces, punctuation or asterisks. */
export const normaliseHeader = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * One key for a set of columns in any order, to remember the mapping a user confirmed for it. A
 * 64-bit hash (two FNV-1a passes) so the key stays short whatever the headers.
 */
export function headersSetKey(headers: readonly string[]): string {
  const text = JSON.stringify([...headers].sort());
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x811c9dc5) >>> 0;
  }
  return `${headers.length}:${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}

/** Normalised label, template header or synonym -> field. */
const fieldByName: ReadonlyMap<string, WorkerTextField> = new Map(
  importFields.flatMap((field) =>
    [workerFieldTable[field].label, importFieldLabel(field), ...importFieldSynonyms[field]].map(
      (name) => [normaliseHeader(name), field] as const,
    ),
  ),
);

/** The field a header names, by label or synonym; null when none. */
export const fieldForHeader = (header: string): WorkerTextField | null =>
  fieldByName.get(normaliseHeader(header)) ?? null;

/** Auto-map: every header -> the field it names, each field taken by the first header naming it. */
export function suggestMappings(headers: readonly string[]): Record<string, WorkerTextField | null> {
  const taken = new Set<WorkerTextField>();
  return Object.fromEntries(
    headers.map((header) => {
      const field = fieldForHeader(header);
      if (!field || taken.has(field)) return [header, null];
      taken.add(field);
      return [header, field];
    }),
  );
}

/** Cells naming at least this many different fields make a header row (a title or a data row names none or one). */
export const HEADER_MIN_FIELDS = 2;

/**
 * Whether a row of the file reads as its header (docs/domain.md "Bulk worker import": a title line
 * or blank lines may stand above it): it names HEADER_MIN_FIELDS or more different fields.
 */
export function looksLikeHeaderRow(cells: readonly string[]): boolean {
  const fields = new Set<WorkerTextField>();
  for (const cell of cells) {
    const field = cell ? fieldForHeader(cell) : null;
    if (field) fields.add(field);
    if (fields.size >= HEADER_MIN_FIELDS) return true;
  }
  return false;
}

export type CheckedMappings = {
  mappings: Record<string, WorkerTextField | null>;
  missingRequired: WorkerTextField[];
  problems: string[];
};

/**
 * A user's mapping checked against the file: '' and null ignore a column; a header the file does
 * not have, a name that is not an import field, or a field given to two columns is a problem.
 * The answer maps every header of the file (unmapped ones to null).
 */
export function checkMappings(headers: readonly string[], mappings: Record<string, string | null>): CheckedMappings {
  const given = new Map(Object.entries(mappings));
  const problems: string[] = [];
  for (const header of given.keys()) {
    if (!headers.includes(header)) problems.push(`The file has no column "${header}"`);
  }
  const columnOf = new Map<WorkerTextField, string>();
  const checked = headers.map((header): [string, WorkerTextField | null] => {
    const name = given.get(header);
    if (name === undefined || name === null || name === '') return [header, null];
    if (!isImportField(name)) {
      problems.push(`Column "${header}" is mapped to "${name}", which is not a field a worker import can fill`);
      return [header, null];
    }
    const first = columnOf.get(name);
    if (first !== undefined) {
      problems.push(`${importFieldLabel(name)} is mapped to two columns: "${first}" and "${header}"`);
      return [header, null];
    }
    columnOf.set(name, header);
    return [header, name];
  });
  return {
    mappings: Object.fromEntries(checked),
    missingRequired: requiredImportFields.filter((field) => !columnOf.has(field)),
    problems,
  };
}
