import { Alert, List, Radio, Stack, Text } from '@mantine/core';
import type { ExistingWeekChoice, PayrollConfirmationAnswer } from '../../../../shared/api/payroll.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';

type Worker = PayrollConfirmationAnswer['details']['reconciliation']['missingWorkers'][number];

const workerColumns: DataTableColumn<Worker>[] = [
  { id: 'name', header: 'Name', cell: (w) => w.name ?? 'Not shown' },
  { id: 'niNumber', header: 'NI Number', noWrap: true, cell: (w) => w.niNumber },
];

type Props = {
  confirmation: PayrollConfirmationAnswer;
  existingWeek: ExistingWeekChoice | null;
  onExistingWeekChange: (choice: ExistingWeekChoice) => void;
  choiceError?: string | undefined;
};

/**
 * What the server asks before saving a payroll file (409, nothing saved; docs/domain.md "Payroll"):
 * each variance named, the workers paid last week that the file leaves out, the new ones, and for
 * a week that already has records the choice between replacing and adding. Cancel saves nothing.
 */
export function UploadConfirmation({ confirmation, existingWeek, onExistingWeekChange, choiceError }: Props) {
  const { reconciliation: r } = confirmation.details;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Nothing was saved yet">
        {confirmation.message}
      </Alert>
      {r.variances.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} id="payroll-variances-label">
            {`Differences from the previous weeks of more than ${r.thresholdPercent}%`}
          </Text>
          <List aria-labelledby="payroll-variances-label" spacing={2} size="sm">
            {r.variances.map((variance) => (
              <List.Item key={variance.key}>{variance.message}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {r.missingCount > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">{`Paid last week but not in this file: ${r.missingCount}`}</Text>
          <div
            role="region"
            aria-label="Workers paid last week, not in this file"
            tabIndex={0}
            style={{ maxHeight: '12rem', overflowY: 'auto' }}
          >
            <DataTable
              label="Workers missing from this file"
              columns={workerColumns}
              rows={r.missingWorkers}
              rowKey={(w) => w.niNumber}
              minWidth={360}
            />
          </div>
          {r.missingCount > r.missingWorkers.length && (
            <Text size="xs" c="dimmed">{`Showing the first ${r.missingWorkers.length} of ${r.missingCount}.`}</Text>
          )}
        </Stack>
      )}
      {r.newCount > 0 && (
        <Text size="sm">
          {`Not paid last week, new in this file: ${r.newCount} (${r.newWorkers
            .slice(0, 10)
            .map((w) => w.name ?? w.niNumber)
            .join(', ')}${r.newCount > 10 ? ', ...' : ''})`}
        </Text>
      )}
      {r.existingWeek && (
        <Radio.Group
          label={`Week ending ${formatEnGbDate(r.existingWeek.weekEnding)} already has ${r.existingWeek.records} payroll records (${formatPounds(r.existingWeek.grossPay)} gross pay)`}
          description="Choose what this file does with them, or Cancel to save nothing."
          value={existingWeek}
          onChange={onExistingWeekChange}
          error={choiceError}
          required
        >
          <Stack gap={6} mt={6}>
            <Radio value="replace" label="Replace: remove the week's records, then save this file" />
            <Radio
              value="add"
              label="Add: keep the week's records and save this file with them (a worker paid on the same day takes this file's figures)"
            />
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
