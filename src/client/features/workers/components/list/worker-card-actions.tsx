import { useId, type ReactNode } from 'react';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconArchiveOff,
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconDoorExit,
  IconDots,
  IconTrash,
} from '@tabler/icons-react';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { authoriseRtwProblem } from '../../../../../shared/domain/right-to-work.ts';
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
  /** One 'Actions' menu in place of the row of buttons (a table row, docs/domain.md "Wide screens and phones"). */
  asMenu?: boolean;
};

type Action = {
  label: string;
  icon: ReactNode;
  color?: string;
  variant: 'filled' | 'light';
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  title?: string;
  /** Why the action is unavailable, shown as text beside it (not only as a tooltip). */
  reason?: string | null;
};

/**
 * A card's buttons (docs/domain.md). Authorised and Pending cards: Authorise (for users
 * who may, on workers not yet authorised; enabled only at 100% and with a passing right-to-work
 * check whose excuse has not lapsed, the reason written beside it otherwise: docs/domain.md
 * "Right-to-work checks"), Left - P45, Remove, View Details.
 * Left cards: UnArchive (after a confirmation), Delete, View Details. Remove and Delete only for
 * users who may remove workers (staff). Each button's name is its visible text (docs/domain.md);
 * the card around them is a region named after the worker, which tells them apart.
 */
// Stays long: each status's buttons with the prompts they open, in the order the card shows them.
export function WorkerCardActions({
  worker,
  canAuthorise,
  canRemove,
  isExpanded,
  onToggleDetails,
  onOpenDialog,
  asMenu = false,
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
  const isIncomplete = worker.completionPercentage < 100;
  // The server refuses the same way (409) should the standing change before the click.
  const rtwProblem = authoriseRtwProblem({ status: worker.rtwStatus, followUpDate: worker.rtwFollowUpDate });
  const reasonId = useId();
  const removal: Action = {
    label: hasLeft ? 'Delete' : 'Remove',
    icon: <IconTrash size={14} aria-hidden />,
    color: 'red',
    variant: 'light',
    onClick: () => onOpenDialog('delete'),
  };
  const actions: Action[] = hasLeft
    ? [
        {
          label: 'UnArchive',
          icon: <IconArchiveOff size={14} aria-hidden />,
          color: 'green',
          variant: 'light',
          loading: unarchive.isPending,
          onClick: confirmUnarchive,
        },
        ...(canRemove ? [removal] : []),
      ]
    : [
        ...(canAuthorise && !worker.authorised
          ? [
              {
                label: 'Authorise',
                icon: <IconCheck size={14} aria-hidden />,
                color: 'green',
                variant: 'filled' as const,
                disabled: isIncomplete || rtwProblem !== null,
                title: isIncomplete ? 'Complete every field (100%) to authorise' : undefined,
                reason: rtwProblem,
                loading: authorise.isPending,
                onClick: () => authorise.mutate(worker.id),
              },
            ]
          : []),
        {
          label: 'Left - P45',
          icon: <IconDoorExit size={14} aria-hidden />,
          color: 'orange',
          variant: 'light',
          onClick: () => onOpenDialog('leave'),
        },
        ...(canRemove ? [removal] : []),
      ];
  const chevron = isExpanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />;

  if (asMenu)
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" rightSection={<IconDots size={14} aria-hidden />}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={action.disabled || action.loading}
              title={action.title}
              onClick={action.onClick}
            >
              {action.label}
              {action.reason && (
                <Text size="xs" c="red.8" maw={260} style={{ whiteSpace: 'normal' }}>
                  {action.reason}
                </Text>
              )}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={chevron} onClick={onToggleDetails}>
            {isExpanded ? 'Hide Details' : 'View Details'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );

  const reason = actions.find((action) => action.reason)?.reason;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="xs"
            variant={action.variant}
            color={action.color}
            leftSection={action.icon}
            disabled={action.disabled}
            title={action.title}
            loading={action.loading}
            aria-describedby={action.reason ? reasonId : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
        <Button variant="light" size="xs" aria-expanded={isExpanded} rightSection={chevron} onClick={onToggleDetails}>
          View Details
        </Button>
      </Group>
      {reason && (
        <Text id={reasonId} size="xs" c="red.8" maw={360} ta="right">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
