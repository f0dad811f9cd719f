import { useState } from 'react';
import type { ExistingWeekChoice, PayrollConfirmationAnswer } from '../../../../shared/api/payroll.ts';
import { useUploadPayroll } from '../api/upload-payroll.ts';
import { confirmationOf, rowErrorsOf, type UploadFindings } from '../lib/upload-answer.ts';
import { checkUploadForm, type UploadFormErrors } from '../lib/upload-form.ts';

/**
 * The Upload Weekly Payroll dialog's state (docs/domain.md): the week and file chosen, their
 * messages, what the server found (row errors, warnings) and the question it asked (variances, a
 * week that has records) with the answer chosen. A change of week or file forgets the question.
 */
// Stays long: one dialog's state whose handlers share one rule (a new week or file forgets the question).
export function usePayrollUpload(onClose: () => void) {
  const [weekEnding, setWeekEnding] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const [findings, setFindings] = useState<UploadFindings | null>(null);
  const [confirmation, setConfirmation] = useState<PayrollConfirmationAnswer | null>(null);
  const [existingWeek, setExistingWeek] = useState<ExistingWeekChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const upload = useUploadPayroll();

  /** A question answered for one file and week does not carry over to another. */
  const forgetConfirmation = () => {
    setConfirmation(null);
    setExistingWeek(null);
    setChoiceError(undefined);
  };

  const close = () => {
    setWeekEnding(null);
    setFile(null);
    setErrors({});
    setFindings(null);
    forgetConfirmation();
    upload.reset();
    onClose();
  };

  const submit = () => {
    const found = checkUploadForm(weekEnding, file);
    setErrors(found);
    setFindings(null);
    if (found.weekEnding || found.file || !weekEnding || !file) return;
    const needs = confirmation?.details.needs;
    if (needs?.existingWeek && !existingWeek) {
      setChoiceError('Choose Replace or Add, or Cancel to save nothing');
      return;
    }
    upload.mutate(
      {
        weekEnding,
        file,
        ...(needs?.confirmVariances ? { confirmVariances: true } : {}),
        ...(needs?.existingWeek && existingWeek ? { existingWeek } : {}),
      },
      {
        onSuccess: (answer) => {
          forgetConfirmation();
          if (answer.warningCount === 0) return close();
          setFile(null);
          setFindings({
            kind: 'warnings',
            message: answer.message,
            findings: answer.warnings,
            total: answer.warningCount,
          });
        },
        onError: (error) => {
          const question = confirmationOf(error);
          forgetConfirmation();
          setConfirmation(question);
          if (!question) setFindings(rowErrorsOf(error));
        },
      },
    );
  };

  const chooseWeek = (value: string | null) => {
    setWeekEnding(value);
    setErrors((e) => ({ ...e, weekEnding: undefined }));
    forgetConfirmation();
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined }));
    forgetConfirmation();
  };
  const chooseExistingWeek = (choice: ExistingWeekChoice | null) => {
    setExistingWeek(choice);
    setChoiceError(undefined);
  };

  const isSaved = findings?.kind === 'warnings';
  const isDirty = !isSaved && (weekEnding !== null || file !== null);
  return {
    weekEnding,
    file,
    errors,
    findings,
    confirmation,
    existingWeek,
    choiceError,
    isPending: upload.isPending,
    isSaved,
    isDirty,
    close,
    submit,
    chooseWeek,
    chooseFile,
    chooseExistingWeek,
  };
}
