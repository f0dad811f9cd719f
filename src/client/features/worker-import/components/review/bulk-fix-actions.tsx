import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import type { ImportSession } from '../../../../../shared/api/worker-import-answers.ts';
import { confirmAction, countOf } from '../../../../components/confirm.tsx';
import { useRemoveErrorRows } from '../../api/remove-error-rows.ts';
import { ReplaceValuesDialog } from './replace-values-dialog.tsx';

/**
 * Fixing errors in bulk (issue 24): a column-wide replace, and removing every row with errors
 * after a confirmation that says how many.
 */
export function BulkFixActions({ session }: { session: ImportSession }) {
  const [isReplacing, setIsReplacing] = useState(false);
  const removeErrorRows = useRemoveErrorRows(session.sessionId);
  const errorRows = session.validationResults?.errorRows ?? 0;
  const removeAll = () =>
    confirmAction({
      title: 'Remove rows with errors',
      message: `Remove ${countOf(errorRows, 'row')} with errors?`,
      detail: 'They will not be imported. Your file is not changed; upload it again to start over with every row.',
      confirmLabel: 'Remove rows',
      onConfirm: () => removeErrorRows.mutate(),
    });

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconReplace size={16} aria-hidden />}
        onClick={() => setIsReplacing(true)}
      >
        Replace values
      </Button>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={errorRows === 0}
        loading={removeErrorRows.isPending}
        onClick={removeAll}
      >
        Remove rows with errors
      </Button>
      <ReplaceValuesDialog session={session} opened={isReplacing} onClose={() => setIsReplacing(false)} />
    </Group>
  );
}
