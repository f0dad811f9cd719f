import type { FieldErrors, Resolver } from 'react-hook-form';
import { updateWorkerBody, type UpdateWorkerBody, type Worker } from '../../../../../shared/api/workers.ts';
import { missingNameIssues } from '../../../../../shared/domain/people.ts';
import { isFilled } from '../../../../../shared/domain/worker-completion.ts';
import { cleanWorkerFields } from '../../../../../shared/domain/worker-fields.ts';
import { addWorkerFields, addWorkerTextFields, type AddWorkerValues } from '../add-worker/add-worker-form.ts';

/**
 * The Edit Worker Profile form (docs/domain.md, "Edit worker"). It holds the same values as the
 * Add New Worker form, so it reuses that form's five sections and fields; only the rules differ:
 * first and last name are required, every other field is optional, and a changed field is
 * checked with the shared validators (cleanWorkerFields, through the server's own PATCH schema), so
 * its message is the one the card's inline editing shows. No 80% gate.
 */

/** What the form starts from: the worker's values, text '' where empty. */
export function editWorkerValues(worker: Worker): AddWorkerValues {
  const text = Object.fromEntries(addWorkerTextFields.map((f) => [f, worker[f] ?? ''])) as Record<
    (typeof addWorkerTextFields)[number],
    string
  >;
  return { ...text, agencyId: worker.agencyId, payrollCompanyId: worker.payrollCompanyId };
}

/** A text value as the server would store it ('' and blanks are null), so reformatting alone is no change. */
function stored(field: (typeof addWorkerTextFields)[number], value: string): string | null {
  return cleanWorkerFields({ [field]: value }).values[field] ?? null;
}

/** The PATCH body: only the fields whose stored value would change; a cleared field is sent as null. */
export function changedFields(initial: AddWorkerValues, values: AddWorkerValues): UpdateWorkerBody {
  const body: UpdateWorkerBody = {};
  for (const field of addWorkerTextFields) {
    const next = stored(field, values[field]);
    if (next !== stored(field, initial[field])) body[field] = next;
  }
  for (const field of ['agencyId', 'payrollCompanyId'] as const)
    if ((values[field] ?? null) !== (initial[field] ?? null)) body[field] = values[field] ?? null;
  return body;
}

/**
 * Validates the changed fields with the server's PATCH schema and always requires both names.
 * Passes on the changed fields only (formatted as the server stores them), so Save Changes sends
 * what was edited and nothing else.
 */
export function editWorkerResolver(initial: AddWorkerValues): Resolver<AddWorkerValues, unknown, UpdateWorkerBody> {
  return async (values) => {
    const changes = changedFields(initial, values);
    const errors: FieldErrors<AddWorkerValues> = {};
    for (const { field, message } of missingNameIssues(values)) errors[field] = { type: 'required', message };
    for (const issue of updateWorkerBody.safeParse(changes).error?.issues ?? []) {
      // Every changed key is a field of the form; anything else would be the server's to refuse.
      const field = addWorkerFields.find((f) => f === issue.path[0]);
      if (field) errors[field] ??= { type: isFilled(values[field]) ? 'invalid' : 'required', message: issue.message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: changes, errors: {} };
  };
}
