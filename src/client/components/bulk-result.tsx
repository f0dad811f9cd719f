import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { BulkActionAnswer, BulkUndoAnswer } from '../../shared/api/bulk-actions.ts';

type Props = {
  result: BulkActionAnswer;
  undone: BulkUndoAnswer | null;
  isUndoing: boolean;
  onUndo: () => void;
  onClose: () => void;
};

/**
 * What a bulk action did (docs/domain.md, "Bulk actions"): "28 closed, 2 could not be", each row
 * it could not do with the reason, and Undo while the server still takes it; after an undo, what
 * was put back and what had changed since.
 */
export function BulkResult({ result, undone, isUndoing, onUndo, onClose }: Props) {
  const failures = undone ? undone.skipped : result.failed;
  const canUndo = !undone && result.undoUntil !== null && Date.parse(result.undoUntil) > Date.now();
  return (
    <Alert
      role="status"
      color={failures.length > 0 ? 'orange' : 'teal'}
      variant="light"
      title={undone ? undone.message : result.message}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {failures.length > 0 && (
        <List size="sm" spacing={2} mb="xs">
          {failures.map((f) => (
            <List.Item key={f.id}>{`${f.label}: ${f.message}`}</List.Item>
          ))}
        </List>
      )}
      {canUndo && (
        <Group gap="sm">
          <Button size="xs" variant="default" loading={isUndoing} onClick={onUndo}>
            Undo
          </Button>
          <Text size="xs" c="dimmed">
            Undo is possible for 10 minutes.
          </Text>
        </Group>
      )}
    </Alert>
  );
}
