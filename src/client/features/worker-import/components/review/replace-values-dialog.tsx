import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Autocomplete, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ImportSession } from '../../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../../components/confirm.tsx';
import { useErrorColumns } from '../../api/get-error-columns.ts';
import { useReplacePreview, useReplaceValues } from '../../api/replace-values.ts';
import { choicesOf, gridColumns, problemColumnsFirst } from '../../lib/row-issues.ts';

type Props = { session: ImportSession; opened: boolean; onClose: () => void };

/**
 * "Replace values in a column" (issue 24): a mapped column, the exact cell text to find (the
 * column's values in error offered, with how many cells hold each), the replacement (the allowed
 * values for a choice field); the server counts the cells first, then replaces them in every row
 * of the file, not only the page shown, and checks those rows again.
 */
// Stays long: a form's three fields and its count-then-replace steps, which share the dialog's state.
export function ReplaceValuesDialog({ session, opened, onClose }: Props) {
  const { sessionId } = session;
  const [header, setHeader] = useState<string | null>(null);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const errorColumns = useErrorColumns(sessionId);
  const inError = errorColumns.data?.columns ?? [];
  const columns = problemColumnsFirst(
    gridColumns(session.headers, session.columnMappings),
    inError.map((c) => c.header),
  );
  const column = columns.find((c) => c.header === header) ?? null;
  const columnErrors = inError.find((c) => c.header === header);
  const offered = (columnErrors?.values ?? []).filter((v) => v.value !== '');
  const countOfValue = new Map(offered.map((v) => [v.value, v.count]));
  const choices = column ? choicesOf(column.field) : null;
  // Counted once typing pauses; Replace waits for the count of what is typed now.
  const [counted] = useDebouncedValue(find, 250);
  const preview = useReplacePreview(sessionId, header, counted);
  const replaceValues = useReplaceValues(sessionId);
  const isCounting = header !== null && find !== '' && (counted !== find || preview.isFetching);
  const matched = find === '' || isCounting ? null : preview.data?.matchedCells;
  const canReplace = header !== null && !isCounting && !!matched && replace !== find && (!choices || replace !== '');

  const close = () => {
    setHeader(null);
    setFind('');
    setReplace('');
    onClose();
  };
  const apply = () => {
    if (!header) return;
    replaceValues.mutate({ column: header, find, replace }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title="Replace values in a column" size="lg" centered>
      <Stack>
        <Select
          label="Column"
          placeholder="Choose a column"
          data={columns.map((c) => c.header)}
          value={header}
          onChange={(next) => {
            setHeader(next);
            setFind('');
            setReplace('');
          }}
          description={
            columnErrors ? `${countOf(columnErrors.errorRows, 'row')} with errors in this column` : 'Mapped columns'
          }
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Autocomplete
          label="Find"
          description="The exact text of the cells to change. The column's values in error are offered."
          value={find}
          onChange={setFind}
          data={offered.map((v) => v.value)}
          disabled={header === null}
          renderOption={({ option }) => (
            <Group justify="space-between" wrap="nowrap" w="100%">
              <Text size="sm">{option.value}</Text>
              <Badge size="sm" variant="light" color="red">
                {countOf(countOfValue.get(option.value) ?? 0, 'cell')}
              </Badge>
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
        />
        {choices ? (
          <Select
            label="Replace with"
            placeholder="Choose a value"
            data={choices}
            value={replace === '' ? null : replace}
            onChange={(next) => setReplace(next ?? '')}
            disabled={header === null}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label="Replace with"
            value={replace}
            onChange={(event) => setReplace(event.currentTarget.value)}
            disabled={header === null}
          />
        )}
        <Text size="sm" role="status" aria-live="polite">
          {isCounting
            ? 'Counting the cells…'
            : matched === null || matched === undefined
              ? 'Choose a column and the text to find to see how many cells change.'
              : matched === 0
                ? 'No cell in this column holds exactly this text.'
                : `${countOf(matched, 'cell')} will change, in every page of the file.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={!canReplace} loading={replaceValues.isPending}>
            Replace
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
