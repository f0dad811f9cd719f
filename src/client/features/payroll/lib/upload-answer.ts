import {
  payrollConfirmationAnswer,
  payrollRowErrorsAnswer,
  type PayrollConfirmationAnswer,
  type PayrollFindingAnswer,
} from '../../../../shared/api/payroll.ts';
import { ApiError } from '../../../lib/api-client.ts';

export type UploadFindings = {
  kind: 'errors' | 'warnings';
  /** The server's sentence about them. */
  message: string;
  findings: PayrollFindingAnswer[];
  total: number;
};

/** A refused upload's row errors (400, nothing saved), or null for any other failure. */
export function rowErrorsOf(error: unknown): UploadFindings | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = payrollRowErrorsAnswer.safeParse(error.body);
  if (!body.success || body.data.errors.length === 0) return null;
  return { kind: 'errors', message: body.data.message, findings: body.data.errors, total: body.data.errorCount };
}

/** A file that needs the user's say before it is saved (409: variances, a week with records), or null. */
export function confirmationOf(error: unknown): PayrollConfirmationAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = payrollConfirmationAnswer.safeParse(error.body);
  return body.success ? body.data : null;
}
