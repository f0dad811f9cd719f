import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useUploadPayroll } from '../api/upload-payroll.ts';
import { rowErrorsOf, type UploadFindings } from '../lib/upload-answer.ts';
import { checkUploadForm, type UploadFormErrors } from '../lib/upload-form.ts';
import { FindingsTable } from './findings-table.tsx';

type Props = { opened: boolean; onClose: () => void };

/**
 * Upload Weekly Payroll (part 3 sections 2 and 5): the week ending and the CSV, checked with the
 * spec's messages before sending. A clean upload closes the dialog; row errors (nothing saved) or
 * warnings (saved) stay in it as a table of Row, Field and Message.
 */
export function UploadPayrollDialog({ opened, onClose }: Props) {
  const [weekEnding, setWeekEnding] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const [findings, setFindings] = useState<UploadFindings | null>(null);
  const upload = useUploadPayroll();

  const close = () => {
    setWeekEnding(null);
    setFile(null);
    setErrors({});
    setFindings(null);
    upload.reset();
    onClose();
  };

  const submit = () => {
    const found = checkUploadForm(weekEnding, file);
    setErrors(found);
    setFindings(null);
    if (found.weekEnding || found.file || !weekEnding || !file) return;
    upload.mutate(
      { weekEnding, file },
      {
        onSuccess: (answer) => {
          if (answer.warningCount === 0) return close();
          setFile(null);
          setFindings({
            kind: 'warnings',
            message: answer.message,
            findings: answer.warnings,
            total: answer.warningCount,
          });
        },
        onError: (error) => setFindings(rowErrorsOf(error)),
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
            }}
            error={errors.weekEnding}
            clearable
            data-autofocus
          />
          <FileInput
            label="CSV file"
            required
            placeholder="Choose a .csv file"
            description="Columns: NI Number, Pay Date (YYYY-MM-DD), Gross Pay, Tax, NI, Pension, Net Pay; amounts without symbols."
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setErrors((e) => ({ ...e, file: undefined }));
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
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {isSaved ? 'Done' : 'Cancel'}
            </Button>
            <Button leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} type="submit">
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
