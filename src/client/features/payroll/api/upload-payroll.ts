import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollMessages, type PayrollUploadAnswer } from '../../../../shared/api/payroll.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { payrollKeys } from './payroll-keys.ts';

export type UploadPayrollInput = { weekEnding: string; file: File };

/** Part 3 section 8. */
export const UPLOAD_FAILED = 'Failed to upload payroll data. Please check the file format.';

/** POST /api/payroll-records/upload (multipart: weekEnding, file); a file with row errors answers 400 and saves nothing. */
export function uploadPayroll({ weekEnding, file }: UploadPayrollInput): Promise<PayrollUploadAnswer> {
  const form = new FormData();
  form.append('weekEnding', weekEnding);
  form.append('file', file, file.name);
  return api.post<PayrollUploadAnswer>('/api/payroll-records/upload', form);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The toast's description: what the upload changed (DECISIONS section 4: added and updated). */
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
    // The server's sentence (row errors, a missing column, an empty file) says what to fix.
    onError: (error) =>
      toast({ title: UPLOAD_FAILED, description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
  });
}
