import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'wouter';
import { LegalHoldPanel } from '../../../components/legal-hold-panel.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useWorker } from '../api/get-worker.ts';
import { WorkerNotFound } from '../components/detail/worker-not-found.tsx';
import { WorkerRetention } from '../components/detail/worker-retention.tsx';
import { CompletionBadge, RtwLapsedBadge, WorkerStatusBadge } from '../components/list/worker-badges.tsx';
import { WorkerProfile } from '../components/profile/worker-profile.tsx';
import type { Worker } from '../../../../shared/api/workers.ts';
import { workerName } from '../lib/worker-name.ts';

const WORKERS_LIST = '/?tab=workers';

/**
 * A worker's own address, /workers/{id} (docs/domain.md "Addresses"), as an agency has
 * /agency/{id}: the worker's name and badges over the same profile the list opens inline. A worker
 * that does not exist, or is outside a client user's agency (the server answers 404), is not found.
 * A page composing other areas (src/client/app/routes/worker-page.tsx) adds their actions beside the
 * legal hold (`actions`) and says what a worker the server does not answer shows (`missing`, given
 * Worker Not Found to fall back on).
 */
export default function WorkerDetailPage({
  actions,
  missing = (notFound) => notFound,
}: {
  actions?: (worker: Worker) => ReactNode;
  missing?: (notFound: ReactNode) => ReactNode;
} = {}) {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const worker = useWorker(id);
  const [, navigate] = useLocation();

  const isMissing = id === 0 || (worker.error instanceof ApiError && worker.error.status === 404);
  if (isMissing) return <>{missing(<WorkerNotFound />)}</>;
  return (
    <QueryState
      isPending={worker.isPending}
      error={worker.error}
      errorTitle="Failed to fetch worker"
      loadingLabel="Loading worker"
    >
      {worker.data && (
        <Stack gap="lg">
          <Anchor component={Link} href={WORKERS_LIST} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={14} aria-hidden />
              Back to Workers
            </Group>
          </Anchor>
          <Group gap="xs">
            <Title order={1} fz="h2">
              {workerName(worker.data)}
            </Title>
            <WorkerStatusBadge worker={worker.data} />
            <CompletionBadge percentage={worker.data.completionPercentage} />
            <RtwLapsedBadge worker={worker.data} />
            <Badge color="blue" variant="dot" style={{ textTransform: 'none' }}>
              {worker.data.agency?.name ?? 'No agency'}
            </Badge>
          </Group>
          <LegalHoldPanel entityType="worker" id={id} />
          {actions && <Group gap="sm">{actions(worker.data)}</Group>}
          <WorkerRetention workerId={id} left={worker.data.status === 'left'} />
          <Paper withBorder p="md" radius="md">
            <WorkerProfile workerId={id} onClose={() => navigate(WORKERS_LIST)} />
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
