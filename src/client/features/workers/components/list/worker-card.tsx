import { lazy, Suspense, useState } from 'react';
import { Anchor, Badge, Box, Center, Checkbox, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { canRemoveWorkers } from '../../../../../shared/domain/permissions.ts';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { workerName } from '../../lib/worker-name.ts';
import { EditWorkerDialog } from '../details/edit-worker-dialog.tsx';
import { WorkerDetailsDialog } from '../details/worker-details-dialog.tsx';
import { UploadDocumentDialog } from '../documents/upload-document-dialog.tsx';
import { DeleteWorkerDialog } from './delete-worker-dialog.tsx';
import { LeaveWorkerDialog } from './leave-worker-dialog.tsx';
import { CompletionBadge, RtwLapsedBadge, WorkerStatusBadge } from './worker-badges.tsx';
import { WorkerCardActions, type CardDialog } from './worker-card-actions.tsx';
import { WorkerCardDetails } from './worker-card-details.tsx';

// The expanded profile (tabs, documents, communication) loads on first View Details only.
const WorkerProfile = lazy(() => import('../profile/worker-profile.tsx').then((m) => ({ default: m.WorkerProfile })));

type Props = {
  worker: Worker;
  canAuthorise: boolean;
  /** Chosen for a bulk action (docs/domain.md, "Bulk actions"). */
  selection?: { isChosen: boolean; onChange: (chosen: boolean) => void } | undefined;
};

/** The card's dialogs: its buttons' prompts, and Worker Profile Details (from the name) with its Edit and Upload Document. */
type Dialog = CardDialog | 'details' | 'edit' | 'upload';

/**
 * One worker in a list (docs/domain.md): facts, badges, actions, and the profile inline on demand.
 * The name opens Worker Profile Details, whose Edit and Delete open Edit Worker Profile and the
 * card's own Delete Worker confirmation.
 */
export function WorkerCard({ worker, canAuthorise, selection }: Props) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const name = workerName(worker);
  const close = () => setDialog(null);
  // Remove is for staff; a client user may still move its workers to Left (docs/domain.md).
  const canRemove = canRemoveWorkers(useCurrentRole());

  return (
    <Paper component="article" aria-label={name} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" align="center">
            {selection && (
              <Checkbox
                aria-label={`Select ${name}`}
                checked={selection.isChosen}
                onChange={(event) => selection.onChange(event.currentTarget.checked)}
              />
            )}
            <Title order={2} fz="lg">
              <Anchor
                component="button"
                type="button"
                inherit
                underline="hover"
                ta="left"
                onClick={() => setDialog('details')}
              >
                {name}
              </Anchor>
            </Title>
            <WorkerStatusBadge worker={worker} />
            <CompletionBadge percentage={worker.completionPercentage} />
            <RtwLapsedBadge worker={worker} />
            <Badge color="blue" variant="dot">
              {worker.agency?.name ?? 'No agency'}
            </Badge>
          </Group>
          <WorkerCardActions
            worker={worker}
            canAuthorise={canAuthorise}
            canRemove={canRemove}
            isExpanded={isExpanded}
            onToggleDetails={() => setIsExpanded((v) => !v)}
            onOpenDialog={setDialog}
          />
        </Group>
        <WorkerCardDetails worker={worker} />
        {isExpanded && (
          <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" role="status" aria-label="Loading profile" />
                </Center>
              }
            >
              <WorkerProfile workerId={worker.id} onClose={() => setIsExpanded(false)} />
            </Suspense>
          </Box>
        )}
      </Stack>
      {canRemove && <DeleteWorkerDialog worker={worker} opened={dialog === 'delete'} onClose={close} />}
      <LeaveWorkerDialog worker={worker} opened={dialog === 'leave'} onClose={close} />
      <WorkerDetailsDialog
        worker={worker}
        opened={dialog === 'details'}
        onClose={close}
        onEdit={() => setDialog('edit')}
        onUpload={() => setDialog('upload')}
        onDelete={canRemove ? () => setDialog('delete') : undefined}
      />
      <EditWorkerDialog workerId={worker.id} opened={dialog === 'edit'} onClose={close} />
      <UploadDocumentDialog workerId={worker.id} workerName={name} opened={dialog === 'upload'} onClose={close} />
    </Paper>
  );
}
