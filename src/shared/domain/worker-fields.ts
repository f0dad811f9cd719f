import { initialFromFirstName } from './uk-formatters.ts';
import { workerFieldRules } from './worker-field-table.ts';
import { workerTextFields, type WorkerTextField } from './worker-field-kinds.ts';

/**
 * Worker fields (docs/domain.md): the choice lists (worker-field-choices.ts), the field kinds
 * (worker-field-kinds.ts) and the one field table (worker-field-table.ts), with the cleaning every
 * write runs. Importers take all of it from here.
 */
export * from './worker-field-choices.ts';
export * from './worker-field-kinds.ts';
export * from './worker-field-table.ts';

export type FieldIssue = { field: string; message: string };

/**
 * Formats and validates the given fields. Empty strings become null (a cleared field); the
 * answer holds the cleaned values and one issue per invalid field.
 */
export function cleanWorkerFields(input: Partial<Record<WorkerTextField, string | null | undefined>>): {
  values: Partial<Record<WorkerTextField, string | null>>;
  issues: FieldIssue[];
} {
  const values: Partial<Record<WorkerTextField, string | null>> = {};
  const issues: FieldIssue[] = [];
  for (const field of workerTextFields) {
    if (!(field in input)) continue;
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null || raw.trim() === '') {
      values[field] = null;
      continue;
    }
    const rule = workerFieldRules[field];
    const formatted = rule.format ? rule.format(raw) : raw;
    // A value the validator refuses gets the validator's message (it says what is expected); the cap speaks for the rest.
    const message =
      rule.validate?.(formatted) ?? (formatted.length > rule.max ? `Must be at most ${rule.max} characters` : null);
    if (message) issues.push({ field, message });
    values[field] = formatted;
  }
  return { values, issues };
}

/**
 * The initial is filled from the first letter of the first name when it is empty (docs/domain.md,
 * Workers), by the server on every write as by the forms; an initial that was typed stays.
 */
export function initialFor(initial: string | null | undefined, firstName: string | null | undefined): string | null {
  if (initial) return initial;
  const letter = firstName ? initialFromFirstName(firstName) : '';
  return /^\p{L}$/u.test(letter) ? letter : (initial ?? null);
}
