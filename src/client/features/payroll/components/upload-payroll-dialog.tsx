import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import type { ExistingWeekChoice, PayrollConfirmationAnswer } from '../../../../shared/api/payroll.ts';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useUploadPayroll } from '../api/upload-payroll.ts';
import { confirmationOf, rowErrorsOf, type UploadFindings } from '../lib/upload-answer.ts';
import { checkUploadForm, type UploadFormErrors } from '../lib/upload-form.ts';
import { FindingsTable } from './findings-table.tsx';
import { UploadConfirmation } from './upload-confirmation.tsx';

type Props = { opened: boolean; onClose: () => void };

/**
 * Upload Weekly Payroll (docs/domain.md; issue 24 items 9 and 10): the week ending and
 * the CSV or .xlsx file, checked with the spec's messages before sending. A clean upload closes
 * the dialog; row errors (nothing saved) or warnings (saved) stay in it as a table. A file the
 * server reconciles with variances, or for a week that has records, answers 409: the dialog names
 * them and saves only on "Save anyway" (with replace or add chosen for such a week).
 */
export function UploadPayrollDialog({ opened, onClose }: Props) {
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

  const isSaved = findings?.kind === 'warnings';
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Upload Weekly Payroll"
      size="lg"
      isDirty={!isSaved && (weekEnding !== null || file !== null)}
    >
      <form
        noValidate
        aria-label="Upload weekly payroll"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <EnGbDateInput
            label="Week ending"
            required
            value={weekEnding}
            onChange={(value) => {
              setWeekEnding(value);
              setErrors((e) => ({ ...e, weekEnding: undefined }));
              forgetConfirmation();
            }}
            error={errors.weekEnding}
            clearable
            data-autofocus
          />
          <FileInput
            label="Payroll file (CSV or Excel .xlsx)"
            required
            placeholder="Choose a .csv or .xlsx file"
            description="Columns: NI Number, Pay Date (DD/MM/YYYY or YYYY-MM-DD), Gross Pay, Tax, NI, Pension, Net Pay; amounts such as 1234.56 or £1,234.56."
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setErrors((e) => ({ ...e, file: undefined }));
              forgetConfirmation();
            }}
            error={errors.file}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
          />
          {findings && (
            <Alert
              color={findings.kind === 'errors' ? 'red' : 'yellow'}
              variant="light"
              title={findings.kind === 'errors' ? 'Nothing was saved' : 'Uploaded with warnings'}
            >
              {findings.message}
            </Alert>
          )}
          {findings && (
            <FindingsTable
              label={findings.kind === 'errors' ? 'Row errors' : 'Warnings'}
              findings={findings.findings}
              total={findings.total}
              showValues={findings.kind === 'errors'}
            />
          )}
          {confirmation && (
            <UploadConfirmation
              confirmation={confirmation}
              existingWeek={existingWeek}
              onExistingWeekChange={(choice) => {
                setExistingWeek(choice);
                setChoiceError(undefined);
              }}
              choiceError={choiceError}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {isSaved ? 'Done' : 'Cancel'}
            </Button>
            <Button leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} type="submit">
              {confirmation ? (confirmation.details.needs.confirmVariances ? 'Save anyway' : 'Save') : 'Upload'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
