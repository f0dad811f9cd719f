/**
 * Bulk actions on the tickets and workers lists (docs/domain.md, "Bulk actions"): the actions, the
 * limits, and the words the confirmation and the result use, one place for both sides.
 */

export const ticketBulkActions = ['claim', 'assign', 'close', 'priority'] as const;
export type TicketBulkAction = (typeof ticketBulkActions)[number];
export const workerBulkActions = ['leave', 'request-document'] as const;
export type WorkerBulkAction = (typeof workerBulkActions)[number];
export type BulkAction = TicketBulkAction | WorkerBulkAction;

/** The most rows one bulk action takes: a page of the list, or every match of its filter up to this. */
export const BULK_ACTION_LIMIT = 5000;
/** An undoable bulk action can be undone for this long after it was done. */
export const BULK_UNDO_MINUTES = 10;
/** A document asked for by a bulk action is due a week later (a ticket raised about each worker). */
export const DOCUMENT_REQUEST_SLA_HOURS = 7 * 24;

/** The actions whose rows keep their state before, so that undo can put it back. */
export const undoableBulkActions: readonly BulkAction[] = ['claim', 'assign', 'close', 'priority', 'leave'];
export const isUndoable = (action: BulkAction) => undoableBulkActions.includes(action);

const nouns = { ticket: ['ticket', 'tickets'], worker: ['worker', 'workers'] } as const;
export type BulkEntity = keyof typeof nouns;
export const countOf = (n: number, entity: BulkEntity) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? nouns[entity][0] : nouns[entity][1]}`;

const verbs: Record<BulkAction, { ask: (what: string) => string; done: string }> = {
  claim: { ask: (what) => `Claim ${what}`, done: 'claimed' },
  assign: { ask: (what) => `Assign ${what}`, done: 'assigned' },
  close: { ask: (what) => `Close ${what}`, done: 'closed' },
  priority: { ask: (what) => `Change the priority of ${what}`, done: 'changed' },
  leave: { ask: (what) => `Move ${what} to Left`, done: 'moved to Left' },
  'request-document': { ask: (what) => `Request a document from ${what}`, done: 'asked' },
};

/** The confirmation's question: "Close 30 tickets?". */
export const bulkQuestion = (action: BulkAction, n: number, entity: BulkEntity) =>
  `${verbs[action].ask(countOf(n, entity))}?`;

/** Every match of a list's filter: "120 matching tickets". */
export const matchingOf = (n: number, entity: BulkEntity) =>
  `${n.toLocaleString('en-GB')} matching ${n === 1 ? nouns[entity][0] : nouns[entity][1]}`;

/** The result's first line: "28 closed, 2 could not be" (or "30 closed"). */
export function bulkResultText(action: BulkAction, succeeded: number, failed: number): string {
  const done = `${succeeded.toLocaleString('en-GB')} ${verbs[action].done}`;
  return failed === 0 ? done : `${done}, ${failed.toLocaleString('en-GB')} could not be`;
}

/** The undo's result: "30 put back" (and how many had changed since and were left alone). */
export function bulkUndoText(restored: number, skipped: number): string {
  const back = `${restored.toLocaleString('en-GB')} put back`;
  return skipped === 0 ? back : `${back}, ${skipped.toLocaleString('en-GB')} changed since and left as they are`;
}

export const bulkMessages = {
  notFound: 'Bulk action not found',
  notUndoable: 'This action cannot be undone',
  alreadyUndone: 'This action has already been undone',
  undoExpired: `This action can no longer be undone: undo is possible for ${BULK_UNDO_MINUTES} minutes`,
  tooMany: `Choose at most ${BULK_ACTION_LIMIT.toLocaleString('en-GB')} rows: narrow the filter first`,
  chooseRows: 'Choose the rows: ids, or the address of the list whose matches to act on',
  listChanged: (now: number, expected: number) =>
    `The list has changed: ${now.toLocaleString('en-GB')} match now, not ${expected.toLocaleString('en-GB')}. Check it and try again.`,
  changedSince: 'Changed since the action: left as it is',
  ticketNotFound: 'Ticket not found',
  workerNotFound: 'Worker not found',
  alreadyLeft: 'This worker has already left',
} as const;
