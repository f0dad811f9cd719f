import { Badge } from '@mantine/core';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import { isRtwLapsedFlagged, rtwMessages } from '../../../../../shared/domain/right-to-work.ts';
import { completionBadge } from '../../../../../shared/domain/worker-completion.ts';
import { workerBadge, type WorkerState } from '../../../../../shared/domain/worker-status.ts';

const statusColour = { Active: 'green', 'On Hold': 'orange', Pending: 'yellow', Left: 'red' } as const;

/** Status badge (docs/domain.md): Left, Pending, Active or On Hold. */
export function WorkerStatusBadge({ worker }: { worker: WorkerState }) {
  const label = workerBadge(worker);
  return (
    <Badge color={statusColour[label]} variant="light">
      {label}
    </Badge>
  );
}

/** Completion badge: Complete at 100, yellow percent at 80-99, red below 80. */
export function CompletionBadge({ percentage }: { percentage: number }) {
  const { text, color } = completionBadge(percentage);
  return (
    <Badge color={color} variant="outline" title={`${percentage}% complete`}>
      {text}
    </Badge>
  );
}

/**
 * The flag of an authorised worker whose right-to-work excuse has lapsed (docs/domain.md
 * "Right-to-work checks"): nothing for any other worker. The date it lapsed is its title.
 */
export function RtwLapsedBadge({
  worker,
}: {
  worker: Pick<Worker, 'authorised' | 'status' | 'rtwStatus' | 'rtwFollowUpDate'>;
}) {
  if (!isRtwLapsedFlagged(worker)) return null;
  return (
    <Badge color="red" variant="filled" title={`Lapsed since ${formatEnGbDate(worker.rtwFollowUpDate)}`}>
      {rtwMessages.lapsedFlag}
    </Badge>
  );
}
