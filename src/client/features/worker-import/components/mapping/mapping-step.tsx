import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { importMessages } from '../../../../../shared/api/worker-import.ts';
import { type ImportSession } from '../../../../../shared/api/worker-import-answers.ts';
import { useChooseHeaderRow } from '../../api/choose-header-row.ts';
import { useMapColumns } from '../../api/map-columns.ts';
import { useValidateRows } from '../../api/validate-rows.ts';
import { initialMapping, missingRequiredLabels } from '../../lib/mapping.ts';
import { BusyProgress } from '../busy-progress.tsx';
import { formatCount } from '../../../../lib/format-number.ts';
import { StepHeading } from '../step-heading.tsx';
import { HeaderRowSelect } from './header-row-select.tsx';
import { MappingTable } from './mapping-table.tsx';

type Props = {
  session: ImportSession;
  focus: boolean;
  onValidated: () => void;
  onStartAgain: () => void;
};

/**
 * Step 2, Mapping: every column of the file with a sample value and the field it fills, proposed
 * by the server (auto-map, or this user's remembered mapping for these headers). Continue saves the
 * mapping and validates every row (docs/domain.md: validation runs on entering the review).
 */
export function MappingStep({ session, focus, onValidated, onStartAgain }: Props) {
  const { headers, sessionId } = session;
  const [draft, setDraft] = useState(() =>
    initialMapping(headers, session.columnMappings ?? session.suggestedMappings),
  );
  const mapColumns = useMapColumns(sessionId);
  const validate = useValidateRows(sessionId);
  const headerRow = useChooseHeaderRow(sessionId);
  const missing = missingRequiredLabels(draft);
  const isBusy = mapColumns.isPending || validate.isPending || headerRow.isPending;

  const chooseHeaderRow = (rowNumber: number) =>
    headerRow.mutate(rowNumber, {
      onSuccess: (answer) => setDraft(initialMapping(answer.headers, answer.suggestedMappings)),
    });

  const next = () =>
    mapColumns.mutate(Object.fromEntries(headers.map((header) => [header, draft[header] ?? null])), {
      onSuccess: () => validate.mutate(undefined, { onSuccess: onValidated }),
    });

  return (
    <Stack gap="lg">
      <StepHeading focus={focus}>Map the columns of {session.fileName}</StepHeading>
      <Text size="sm">
        {formatCount(session.totalRows)} rows and {headers.length} columns. Choose the worker field each column fills,
        or ignore the column; fields marked * are required, and each field can be chosen for one column only.
      </Text>
      <HeaderRowSelect
        headerRowNumber={session.headerRowNumber}
        leadingRows={session.leadingRows}
        disabled={isBusy}
        onChoose={chooseHeaderRow}
      />
      <MappingTable
        headers={headers}
        previewRows={session.previewRows}
        draft={draft}
        disabled={isBusy}
        onChange={(header, field) => setDraft((current) => ({ ...current, [header]: field }))}
      />
      {missing.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          title={importMessages.requiredFieldsMissing}
          icon={<IconAlertTriangle size={18} />}
        >
          Choose a column for: {missing.join(', ')}.
        </Alert>
      )}
      {isBusy && (
        <BusyProgress
          label={
            headerRow.isPending
              ? 'Reading the file again from the row chosen…'
              : mapColumns.isPending
                ? 'Saving the column mapping…'
                : `Validating ${formatCount(session.totalRows)} rows…`
          }
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onStartAgain} disabled={isBusy}>
          Upload a Different File
        </Button>
        <Button onClick={next} disabled={missing.length > 0} loading={isBusy}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
