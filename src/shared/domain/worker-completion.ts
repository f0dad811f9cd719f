import { workerFieldTable } from './worker-fields.ts';

/**
 * Worker completion (docs/domain.md): filled fields out of the 24 listed
 * under "Completion counts", one rule for every screen and the server.
 */
export const completionFields = [
  'title',
  'initial',
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'postCode',
  'email',
  'phone',
  'gender',
  'maritalStatus',
  'dateOfBirth',
  'nationality',
  'workStartDate',
  'niNumber',
  'niCategory',
  'taxCode',
  'wk1Mth1Basis',
  'paymentFrequency',
  'sortCode',
  'accountNumber',
  'accountName',
  'agencyId',
  'payrollCompanyId',
] as const;

export type CompletionField = (typeof completionFields)[number];

/** The 22 fields the worker card marks as required (the field table's flag); the automatic status changes check these. */
export const requiredWorkerFields: readonly CompletionField[] = completionFields.filter(
  (f) => workerFieldTable[f].required,
);
export type WorkerFieldValues = Partial<Record<CompletionField, unknown>>;

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** Whole percent, rounded down so 100 means every field is filled. */
export function completionPercentage(worker: WorkerFieldValues): number {
  const filled = completionFields.filter((f) => isFilled(worker[f])).length;
  return Math.floor((filled * 100) / completionFields.length);
}

export function missingRequiredFields(worker: WorkerFieldValues): string[] {
  return requiredWorkerFields.filter((f) => !isFilled(worker[f]));
}

/** A manual create is refused below 80% (docs/domain.md). */
export const MIN_COMPLETION_TO_CREATE = 80;

/** Completion labels (docs/domain.md). */
export function completionLabel(percentage: number): 'Complete' | 'Nearly Complete' | 'In Progress' | 'Incomplete' {
  if (percentage >= 100) return 'Complete';
  if (percentage >= 75) return 'Nearly Complete';
  if (percentage >= 50) return 'In Progress';
  return 'Incomplete';
}

/** List badge colour: Complete at 100, yellow percent at 80-99, red below 80. */
export function completionBadge(percentage: number): { text: string; color: 'green' | 'yellow' | 'red' } {
  if (percentage >= 100) return { text: 'Complete', color: 'green' };
  return { text: `${percentage}%`, color: percentage >= 80 ? 'yellow' : 'red' };
}
