import { missingRequiredFields, type WorkerFieldValues } from './worker-completion.ts';

/** Worker status (docs/domain.md). */
export const workerStatuses = ['active', 'pending', 'on_hold', 'left'] as const;
export type WorkerStatus = (typeof workerStatuses)[number];

export type WorkerState = { status: WorkerStatus; authorised: boolean; completionPercentage: number };

/**
 * The four automatic transitions, applied by the server after every update:
 * authorised+active with a required field missing -> on_hold; authorised+on_hold complete -> active;
 * not authorised+active with fields missing -> pending; pending at 100% -> active.
 */
export function nextStatus(state: WorkerState, fields: WorkerFieldValues): WorkerStatus {
  const missing = missingRequiredFields(fields).length > 0;
  const { status, authorised, completionPercentage } = state;
  if (status === 'left') return 'left';
  if (authorised && status === 'active' && missing) return 'on_hold';
  if (authorised && status === 'on_hold' && !missing && completionPercentage === 100) return 'active';
  if (!authorised && status === 'active' && missing) return 'pending';
  if (status === 'pending' && completionPercentage === 100) return 'active';
  return status;
}

/**
 * What an automatic status change means to the user (issue 9 item 5). The stored status alone
 * misleads: a pending worker that reaches 100% is stored active, yet it is not authorised, so its
 * badge still says Pending and it stays in the Pending tab until someone authorises it.
 */
export type StatusChangeMeaning = 'on_hold' | 'active_again' | 'ready_to_authorise' | 'no_longer_ready';

export function statusChangeMeaning(
  change: { from: WorkerStatus; to: WorkerStatus },
  authorised: boolean,
): StatusChangeMeaning | null {
  if (change.to === 'on_hold') return 'on_hold';
  if (change.to === 'active') return authorised ? 'active_again' : 'ready_to_authorise';
  if (change.to === 'pending') return 'no_longer_ready';
  return null;
}

/**
 * New worker: authorised only at 100%, when the creator may authorise and when a passing
 * right-to-work check stands (docs/domain.md, "Right-to-work checks": the law wins over the
 * spec's "authorised at once"). A worker being created has no check yet, so it starts Pending.
 */
export function initialWorkerState(
  completionPercentage: number,
  creatorMayAuthorise: boolean,
  rightToWorkPasses: boolean,
): Pick<WorkerState, 'status' | 'authorised'> {
  const authorised = completionPercentage === 100 && creatorMayAuthorise && rightToWorkPasses;
  return { authorised, status: authorised ? 'active' : 'pending' };
}

export type AuthoriseRefusal = 'role' | 'incomplete' | 'left' | 'already';
/** Authorise: admin, finance or support; 100% completion only; not a worker who has left. */
export function authoriseRefusal(worker: WorkerState, mayAuthorise: boolean): AuthoriseRefusal | null {
  if (!mayAuthorise) return 'role';
  if (worker.status === 'left') return 'left';
  if (worker.authorised) return 'already';
  if (worker.completionPercentage < 100) return 'incomplete';
  return null;
}

/** Badge: left shows Left; not authorised Pending; authorised at 100% Active; otherwise On Hold. */
export function workerBadge(worker: WorkerState): 'Left' | 'Pending' | 'Active' | 'On Hold' {
  if (worker.status === 'left') return 'Left';
  if (!worker.authorised) return 'Pending';
  return worker.completionPercentage >= 100 ? 'Active' : 'On Hold';
}

export type WorkerTab = 'authorised' | 'pending' | 'left';
/** Tabs: Authorised = authorised and not left; Pending = not authorised and not left; Left = left. */
export function workerTab(worker: Pick<WorkerState, 'status' | 'authorised'>): WorkerTab {
  if (worker.status === 'left') return 'left';
  return worker.authorised ? 'authorised' : 'pending';
}
