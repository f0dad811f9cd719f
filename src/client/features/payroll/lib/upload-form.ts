import { payrollMessages } from '../../../../shared/api/payroll.ts';

/**
 * A CSV or .xlsx by its name, as the server decides (docs/domain.md "Payroll"): browsers give a
 * .csv file text/csv, application/vnd.ms-excel or no type at all, so the type alone cannot tell.
 */
export const isPayrollFile = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

export type UploadFormErrors = { weekEnding?: string; file?: string };

/**
 * The dialog's own checks before anything is sent (docs/domain.md), with the spec's messages;
 * the server checks the same and the file's contents.
 */
export function checkUploadForm(weekEnding: string | null, file: File | null): UploadFormErrors {
  const errors: UploadFormErrors = {};
  if (!weekEnding) errors.weekEnding = payrollMessages.weekEndingRequired;
  if (!file) errors.file = payrollMessages.noFile;
  else if (!isPayrollFile(file)) errors.file = payrollMessages.invalidFileType;
  return errors;
}
