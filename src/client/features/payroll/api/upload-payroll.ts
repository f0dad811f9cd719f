import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payrollMessages,
  payrollPaths,
  payrollUploadAnswer,
  type ExistingWeekChoice,
  type PayrollUploadAnswer,
} from '../../../../shared/api/payroll.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { confirmationOf } from '../lib/upload-answer.ts';
import { payrollKeys } from './payroll-keys.ts';

/** confirmVariances and existingWeek are sent only on the second request, after the user has seen the 409's reconciliation. */
export type UploadPayrollInput = {
  weekEnding: string;
  file: File;
  confirmVariances?: boolean;
  existingWeek?: ExistingWeekChoice;
};

/** A failed upload's toast (docs/domain.md, Payroll). */
export const UPLOAD_FAILED = 'Failed to upload payroll data. Please check the file format.';

/**
 * POST /api/payroll-records/upload (multipart: weekEnding, file, and confirmVariances / existingWeek
 * when confirming); row errors answer 400, a file needing a confirmation 409: nothing saved.
 */
export function uploadPayroll({
  weekEnding,
  file,
  confirmVariances,
  existingWeek,
}: UploadPayrollInput): Promise<PayrollUploadAnswer> {
  const form = new FormData();
  form.append('weekEnding', weekEnding);
  if (confirmVariances) form.append('confirmVariances', 'true');
  if (existingWeek) form.append('existingWeek', existingWeek);
  form.append('file', file, file.name);
  return api.post(payrollPaths.upload.build(), payrollUploadAnswer, form);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The toast's description: what the upload changed (docs/domain.md: added and updated). */
export function uploadedDescription({ added, updated, warningCount }: PayrollUploadAnswer): string {
  const counts = `${plural(added, 'record')} added, ${updated} updated`;
  return warningCount ? `${counts}, ${plural(warningCount, 'warning')}` : counts;
}

/** An upload changes the cards, the recent uploads and the records: everything under ['payroll']. */
export function useUploadPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPayroll,
    onSuccess: async (answer) => {
      toast({ title: payrollMessages.uploaded, description: uploadedDescription(answer) });
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
    // The server's sentence (row errors, a missing column, an empty file) says what to fix. A
    // question (409: variances, a week with records) is no failure: the dialog asks it.
    onError: (error) => {
      if (confirmationOf(error)) return;
      toast({ title: UPLOAD_FAILED, description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}
