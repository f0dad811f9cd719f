import type { UpdateWorkerBody } from '../../../../shared/api/workers.ts';
import { missingNameIssues } from '../../../../shared/domain/people.ts';
import { formatUpper, initialFromFirstName } from '../../../../shared/domain/uk-formatters.ts';
import { cleanWorkerFields, isWorkerTextField, type WorkerField } from '../../../../shared/domain/worker-fields.ts';

/**
 * The change-gathering rules of the worker card's autosave (docs/domain.md): edits pile up in
 * one batch, the batch goes out as one PATCH, invalid fields stay behind with their message.
 */
export type EditableWorkerField = WorkerField;
export type FieldValue = string | number | null;
export type ChangeBatch = Partial<Record<EditableWorkerField, FieldValue>>;
export type FieldErrors = Partial<Record<EditableWorkerField, string>>;

/** The latest value of each field wins. */
export function addChange(batch: ChangeBatch, field: EditableWorkerField, value: FieldValue): ChangeBatch {
  return { ...batch, [field]: value };
}

/** The message a field's value would get from the server, or null when it would be accepted. */
export function validateWorkerField(field: EditableWorkerField, value: FieldValue): string | null {
  if (!isWorkerTextField(field)) return null;
  const text = typeof value === 'number' ? String(value) : value;
  // The PATCH schema refuses a blank name outright, so a blank name is never sent.
  const blankName = missingNameIssues({ [field]: text }, { onlyGiven: true })[0];
  if (blankName) return blankName.message;
  return cleanWorkerFields({ [field]: text }).issues[0]?.message ?? null;
}

/**
 * Splits a batch into the PATCH body (formatted values of the valid fields; a cleared field is
 * sent as null) and the messages of the fields held back.
 */
export function prepareBatch(batch: ChangeBatch): { body: UpdateWorkerBody; sent: ChangeBatch; errors: FieldErrors } {
  const body: Record<string, FieldValue> = {};
  const sent: ChangeBatch = {};
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(batch) as [EditableWorkerField, FieldValue][]) {
    const message = validateWorkerField(name, value);
    if (message) {
      errors[name] = message;
      continue;
    }
    sent[name] = value;
    if (isWorkerTextField(name))
      body[name] =
        cleanWorkerFields({ [name]: typeof value === 'number' ? String(value) : value }).values[name] ?? null;
    else body[name] = value === '' ? null : value;
  }
  return { body, sent, errors };
}

/**
 * After a failed save the sent changes go back into the batch, so the next save carries them,
 * except where a newer edit replaced them or the server refused the field (its message is shown
 * and the user has to change it).
 */
export function restoreFailedBatch(
  pending: ChangeBatch,
  failed: ChangeBatch,
  refusedFields: readonly string[],
): ChangeBatch {
  const restored: ChangeBatch = {};
  for (const [name, value] of Object.entries(failed) as [EditableWorkerField, FieldValue][]) {
    if (!refusedFields.includes(name)) restored[name] = value;
  }
  return { ...restored, ...pending };
}

/**
 * Edits shown on screen but not yet in the cached worker. Once a save lands, the fields it
 * carried are dropped so the screen shows the server's formatted value, unless they were edited
 * again while the save was under way.
 */
export function settleDraft(draft: ChangeBatch, saved: ChangeBatch): ChangeBatch {
  const next: ChangeBatch = { ...draft };
  for (const [name, value] of Object.entries(saved) as [EditableWorkerField, FieldValue][]) {
    if (name in next && next[name] === value) delete next[name];
  }
  return next;
}

/** The per-field messages of a 400 answer ({ details: [{ field, message }] }). */
export function serverFieldErrors(details: unknown): FieldErrors {
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if (
      typeof field === 'string' &&
      typeof message === 'string' &&
      (isWorkerTextField(field) || field === 'agencyId' || field === 'payrollCompanyId')
    )
      errors[field] ??= message;
  }
  return errors;
}

/** What a field shows: the edit not yet saved, else the saved value. */
export function displayedValue(
  saved: Partial<Record<EditableWorkerField, FieldValue>>,
  draft: ChangeBatch,
  field: EditableWorkerField,
): FieldValue {
  return field in draft ? (draft[field] ?? null) : (saved[field] ?? null);
}

/**
 * The initial is only checked against the first name, never corrected (docs/domain.md): a
 * different letter gives a notice.
 */
export function initialMismatchNotice(initial: FieldValue, firstName: FieldValue): string | null {
  const letter = typeof initial === 'string' ? formatUpper(initial) : '';
  const first = typeof firstName === 'string' ? initialFromFirstName(firstName) : '';
  if (!letter || !first || letter === first) return null;
  return `The initial ${letter} does not match the first letter of the first name (${first}).`;
}
