import { AppError, type ErrorCode } from '../../lib/app-error.ts';

/** The messages of the worker calls (docs/domain.md). */
export const workerMessages = {
  incomplete: 'Please complete at least 80% of the form before submitting.',
  duplicateNi: 'A worker with this NI number already exists',
  payrollCompanyMissing: 'The selected payroll company does not exist',
  p45DateRequired: 'Please select a P45 date.',
  authoriseRole: 'You do not have permission to authorise workers',
  authoriseIncomplete: 'Only workers at 100% completion can be authorised',
  authoriseLeft: 'A worker who has left cannot be authorised; unarchive them first',
  authoriseAlready: 'This worker is already authorised',
  deleteReferenced: 'This worker cannot be deleted while other records refer to them',
} as const;

export const fieldError = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

export const duplicateNi = (): AppError =>
  new AppError('DUPLICATE_NI', workerMessages.duplicateNi, [
    { field: 'niNumber', message: workerMessages.duplicateNi },
  ]);
