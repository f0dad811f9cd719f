import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FeedbackItem } from '../../../../../shared/api/feedback.ts';
import {
  ADMIN_NOTES_MAX,
  feedbackSender,
  feedbackStatusActions,
  keptAdminNotes,
  type FeedbackStatus,
} from '../../../../../shared/domain/feedback.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { FormDialog } from '../../../../components/form-dialog.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useDeleteFeedback } from '../../api/delete-feedback.ts';
import { useUpdateFeedback } from '../../api/update-feedback.ts';
import { FeedbackBadges } from './feedback-badges.tsx';

type Props = { item: FeedbackItem; onClose: () => void };

/**
 * The Manage modal (docs/domain.md): Mark In Progress, Mark Resolved and Close, each
 * saving the admin notes too (trimmed, left out when blank); Save Notes; Delete after a
 * confirmation. The button of the current status is disabled, and Save Notes while the notes
 * are blank or unchanged. A change that lands closes the modal.
 */
// Stays long: the notes and four actions share one mutation and the notes' state.
export function FeedbackManageModal({ item, onClose }: Props) {
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  const update = useUpdateFeedback();
  const remove = useDeleteFeedback();
  const busy = update.isPending || remove.isPending;
  const kept = keptAdminNotes(notes);
  const notesChanged = kept !== (item.adminNotes ?? undefined);

  const send = (status?: FeedbackStatus) =>
    update.mutate(
      { id: item.id, body: { ...(status ? { status } : {}), ...(kept ? { adminNotes: kept } : {}) } },
      { onSuccess: onClose },
    );
  const askDelete = () =>
    confirmAction({
      title: 'Delete Feedback',
      message: `Delete "${item.title}" permanently?`,
      detail: 'This cannot be undone.',
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate(item.id, { onSuccess: onClose }),
    });

  return (
    <FormDialog
      opened
      onClose={onClose}
      isDirty={notesChanged}
      title="Manage Feedback"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <FeedbackBadges item={item} />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
          <Text size="sm" c="dimmed">
            {`From ${feedbackSender(item)} · ${formatDateTime(item.createdAt)}`}
          </Text>
        </Stack>
        <Textarea
          label="Admin Notes"
          description="Saved with any status change, or on their own with Save Notes"
          placeholder="Add notes about this feedback"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={ADMIN_NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        <Group gap="sm" role="group" aria-label="Change status">
          {feedbackStatusActions.map(({ status, label }) => (
            <Button
              key={status}
              variant={status === 'closed' ? 'default' : 'light'}
              disabled={busy || item.status === status}
              onClick={() => send(status)}
            >
              {label}
            </Button>
          ))}
        </Group>
        <Divider />
        <Group justify="space-between" gap="sm">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={busy}
            onClick={askDelete}
          >
            Delete
          </Button>
          <Button disabled={busy || !kept || !notesChanged} onClick={() => send()}>
            Save Notes
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
