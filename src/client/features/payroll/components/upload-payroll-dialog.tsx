import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { usePayrollUpload } from '../hooks/use-payroll-upload.ts';
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
  const form = usePayrollUpload(onClose);
  const { findings, confirmation } = form;
  return (
    <FormDialog opened={opened} onClose={form.close} title="Upload Weekly Payroll" size="lg" isDirty={form.isDirty}>
      <form
        noValidate
        aria-label="Upload weekly payroll"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="md">
          <EnGbDateInput
            label="Week ending"
            required
            value={form.weekEnding}
            onChange={form.chooseWeek}
            error={form.errors.weekEnding}
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
            value={form.file}
            onChange={form.chooseFile}
            error={form.errors.file}
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
              existingWeek={form.existingWeek}
              onExistingWeekChange={form.chooseExistingWeek}
              choiceError={form.choiceError}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={form.close}>
              {form.isSaved ? 'Done' : 'Cancel'}
            </Button>
            <Button leftSection={<IconUpload size={16} aria-hidden />} loading={form.isPending} type="submit">
              {confirmation ? (confirmation.details.needs.confirmVariances ? 'Save anyway' : 'Save') : 'Upload'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
