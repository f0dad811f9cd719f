import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  title: string;
  /** What will happen and to how many: "Close 30 tickets?". */
  question: string;
  detail?: string;
  confirmLabel: string;
  color?: string;
  /** The action's own choices (an assignee, a priority, a date); the confirm waits until they are made. */
  children?: ReactNode;
  canConfirm?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation of a bulk action that needs a choice first (docs/domain.md, "Bulk actions"): the
 * question with its count, the fields, Cancel and the action. Actions with nothing to choose use
 * confirmAction (components/confirm.tsx), which reads the same.
 */
export function BulkConfirmDialog({
  opened,
  title,
  question,
  detail,
  confirmLabel,
  color = 'blue',
  children,
  canConfirm = true,
  isPending = false,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={color} disabled={!canConfirm} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
