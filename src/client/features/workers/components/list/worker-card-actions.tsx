import { Button, Group } from '@mantine/core';
import {
  IconArchiveOff,
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconDoorExit,
  IconTrash,
} from '@tabler/icons-react';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { confirmAction } from '../../../../components/confirm.tsx';
import { useAuthoriseWorker } from '../../api/authorise-worker.ts';
import { useUnarchiveWorker } from '../../api/unarchive-worker.ts';
import { workerName } from '../../lib/worker-name.ts';

export type CardDialog = 'delete' | 'leave';

type Props = {
  worker: Worker;
  canAuthorise: boolean;
  /** Remove / Delete (permanent) is for staff only: a client user is not offered it (docs/domain.md). */
  canRemove: boolean;
  isExpanded: boolean;
  onToggleDetails: () => void;
  onOpenDialog: (dialog: CardDialog) => void;
};

/**
 * A card's buttons (docs/domain.md). Authorised and Pending cards: Authorise (for users
 * who may, on workers not yet authorised; enabled only at 100%), Left - P45, Remove, View Details.
 * Left cards: UnArchive (after a confirmation), Delete, View Details. Remove and Delete only for
 * users who may remove workers (staff). Each button's name is its visible text (docs/domain.md);
 * the card around them is a region named after the worker, which tells them apart.
 */
export function WorkerCardActions({
  worker,
  canAuthorise,
  canRemove,
  isExpanded,
  onToggleDetails,
  onOpenDialog,
}: Props) {
  const authorise = useAuthoriseWorker();
  const unarchive = useUnarchiveWorker();
  const hasLeft = worker.status === 'left';
  const confirmUnarchive = () =>
    confirmAction({
      title: 'UnArchive Worker',
      message: `Move ${workerName(worker)} back to active?`,
      detail: 'The P45 date is cleared and the worker returns to the Authorised or Pending tab.',
      confirmLabel: 'UnArchive',
      color: 'green',
      onConfirm: () => unarchive.mutate(worker.id),
    });
  const details = (
    <Button
      variant="light"
      size="xs"

      aria-expanded={isExpanded}
      rightSection={isExpanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      onClick={onToggleDetails}
    >
      View Details
    </Button>
  );

  if (hasLeft)
    return (
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconArchiveOff size={14} aria-hidden />}
          loading={unarchive.isPending}
          onClick={confirmUnarchive}
        >
          UnArchive
        </Button>
        {canRemove && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onOpenDialog('delete')}
          >
            Delete
          </Button>
        )}
        {details}
      </Group>
    );

  return (
    <Group gap="xs">
      {canAuthorise && !worker.authorised && (
        <Button
          size="xs"
          color="green"

          leftSection={<IconCheck size={14} aria-hidden />}
          disabled={worker.completionPercentage < 100}
          title={worker.completionPercentage < 100 ? 'Complete every field (100%) to authorise' : undefined}
          loading={authorise.isPending}
          onClick={() => authorise.mutate(worker.id)}
        >
          Authorise
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconDoorExit size={14} aria-hidden />}
        onClick={() => onOpenDialog('leave')}
      >
        Left - P45
      </Button>
      {canRemove && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onOpenDialog('delete')}
        >
          Remove
        </Button>
      )}
      {details}
    </Group>
  );
}
