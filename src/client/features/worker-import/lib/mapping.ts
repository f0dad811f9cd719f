import type { WorkerTextField } from '../../../../shared/domain/worker-fields.ts';
import {
  importFieldLabel,
  importFields,
  isImportField,
  requiredImportFields,
} from '../../../../shared/domain/worker-import/import-fields.ts';

/** header -> field; a header missing or null is ignored. */
export type MappingDraft = Record<string, WorkerTextField | null>;

/** The Select's value for an ignored column. */
export const IGNORE = 'ignore';
export const IGNORE_LABEL = '— Ignore this column —';

/** The mapping to start from: the session's saved one, else the server's suggestion; unknown fields ignored. */
export function initialMapping(headers: readonly string[], saved: Record<string, string | null> | null): MappingDraft {
  const draft: MappingDraft = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const field = saved?.[header];
    // Each field is mapped once (docs/domain.md): a second column proposing it starts ignored.
    const usable = field && isImportField(field) && !taken.has(field) ? field : null;
    if (usable) taken.add(usable);
    draft[header] = usable;
  }
  return draft;
}

/** The required fields no column maps to yet, as labels, in the template's order. */
export function missingRequiredLabels(draft: MappingDraft): string[] {
  const mapped = new Set(Object.values(draft));
  return requiredImportFields.filter((field) => !mapped.has(field)).map(importFieldLabel);
}

const isRequired = (field: WorkerTextField) => requiredImportFields.includes(field);

/** The Select's choices for one column: ignore, then the 30 fields (required ones marked *), those taken by another column disabled. */
export function fieldOptions(draft: MappingDraft, header: string) {
  const takenByOthers = new Set(
    Object.entries(draft)
      .filter(([other, field]) => other !== header && field)
      .map(([, field]) => field),
  );
  return [
    { value: IGNORE, label: IGNORE_LABEL },
    ...importFields.map((field) => ({
      value: field,
      label: isRequired(field) ? `${importFieldLabel(field)} *` : importFieldLabel(field),
      disabled: takenByOthers.has(field),
    })),
  ];
}

/** A column's place in the file for a field, or -1 when no column is mapped to it. */
export function columnOfField(headers: readonly string[], mappings: Record<string, string | null>, field: string) {
  return headers.findIndex((header) => mappings[header] === field);
}
