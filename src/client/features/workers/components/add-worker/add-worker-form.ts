import type { FieldErrors, Resolver } from 'react-hook-form';
import { createWorkerBody, type CreateWorkerBody } from '../../../../../shared/api/workers.ts';
import {
  completionPercentage,
  isFilled,
  MIN_COMPLETION_TO_CREATE,
} from '../../../../../shared/domain/worker-completion.ts';
import {
  fieldsIn,
  isFormField,
  isWorkerTextField,
  workerFieldTable,
  type WorkerFormField,
  type WorkerIdField,
} from '../../../../../shared/domain/worker-fields.ts';

/** The fields of the Add New Worker and Edit Worker Profile forms in order (the worker field table's `form` places). */
export const addWorkerFields: readonly WorkerFormField[] = fieldsIn('form')
  .map((place) => place.field)
  .filter(isFormField);
type AddWorkerTextField = Exclude<WorkerFormField, WorkerIdField>;
export const addWorkerTextFields = addWorkerFields.filter((f): f is AddWorkerTextField => isWorkerTextField(f));

/** What the inputs hold: text as typed ('' when empty), dates YYYY-MM-DD, the two ids or null. */
export type AddWorkerValues = Record<AddWorkerTextField, string> & {
  agencyId: number | null;
  payrollCompanyId: number | null;
};
export type AddWorkerField = keyof AddWorkerValues;

export const emptyAddWorkerValues: AddWorkerValues = {
  ...(Object.fromEntries(addWorkerTextFields.map((f) => [f, ''])) as Record<AddWorkerTextField, string>),
  niCategory: 'A', // standard rate, the default (docs/domain.md, Workers)
  wk1Mth1Basis: '1', // week 1 / month 1, the default
  agencyId: null,
  payrollCompanyId: null,
};

/**
 * The fields the form marks required and what it says when one is empty (docs/domain.md): the
 * 22 required fields of the worker form, the county, the agency and the payroll company (the
 * worker field table's requiredMessage).
 */
export const requiredMessages: Partial<Record<AddWorkerField, string>> = Object.fromEntries(
  addWorkerFields.flatMap((f) => {
    const message = workerFieldTable[f].requiredMessage;
    return message ? [[f, message]] : [];
  }),
);

export const isRequiredField = (field: AddWorkerField) => field in requiredMessages;

/** The shared completion rule (24 fields) over what the form holds now. */
export const formCompletion = (values: AddWorkerValues) => completionPercentage(values);

/** POST /api/workers body: the filled fields plus completionPercentage, authorised and addedVia (docs/domain.md). */
export function toCreateBody(values: AddWorkerValues): CreateWorkerBody {
  const body: CreateWorkerBody = {};
  for (const field of addWorkerTextFields) if (values[field].trim()) body[field] = values[field];
  if (values.agencyId) body.agencyId = values.agencyId;
  if (values.payrollCompanyId) body.payrollCompanyId = values.payrollCompanyId;
  const percentage = formCompletion(values);
  return { ...body, completionPercentage: percentage, authorised: percentage === 100, addedVia: 'manual' };
}

/**
 * The Add New Worker dialog words three format errors its own way (docs/domain.md, "Add worker"),
 * where the card and the server use the inline formats' messages: an e-mail that is not one, an NI
 * number shorter than 9 characters, an account number shorter than 8 digits.
 */
export function addFormMessage(field: AddWorkerField, value: string, message: string): string {
  if (field === 'email') return 'Please enter a valid email';
  if (field === 'niNumber' && value.replace(/\s/g, '').length < 9) return requiredMessages.niNumber!;
  if (field === 'accountNumber' && value.replace(/\D/g, '').length < 8) return requiredMessages.accountNumber!;
  return message;
}

/**
 * Validates with the server's own schema (formats through cleanWorkerFields; first and last name
 * needed): invalid values always stop the submit. Below 80% every empty required field gets its
 * message too; from 80% on the worker may be saved incomplete and lands in Pending.
 */
export const addWorkerResolver: Resolver<AddWorkerValues, unknown, CreateWorkerBody> = async (values) => {
  const body = toCreateBody(values);
  const errors: FieldErrors<AddWorkerValues> = {};
  const parsed = createWorkerBody.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as AddWorkerField | undefined;
    if (field && addWorkerFields.includes(field) && !errors[field])
      errors[field] = isFilled(values[field])
        ? { type: 'invalid', message: addFormMessage(field, String(values[field]), issue.message) }
        : { type: 'required', message: issue.message };
  }
  if (formCompletion(values) < MIN_COMPLETION_TO_CREATE)
    for (const field of addWorkerFields) {
      const message = requiredMessages[field];
      if (message && !isFilled(values[field]) && !errors[field]) errors[field] = { type: 'required', message };
    }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
};
