import type { ReviewFilter } from '../../../../shared/api/worker-import.ts';

/**
 * Query keys of the bulk import. A session's own state, its review rows (per filter and page) and
 * the list of import batches; a change to a session's rows refreshes `rowsOf(sessionId)` with one
 * invalidation, a submit or an undo refreshes the batches and the worker lists.
 */
export const importKeys = {
  all: ['worker-import'] as const,
  session: (sessionId: string) => ['worker-import', 'session', sessionId] as const,
  rowsOf: (sessionId: string) => ['worker-import', 'rows', sessionId] as const,
  rows: (sessionId: string, filter: ReviewFilter, page: number) =>
    ['worker-import', 'rows', sessionId, filter, page] as const,
  /** Under rowsOf: whatever changes the rows refreshes the columns in error and a replace's preview. */
  errorColumns: (sessionId: string) => ['worker-import', 'rows', sessionId, 'error-columns'] as const,
  replacePreview: (sessionId: string, column: string, find: string) =>
    ['worker-import', 'rows', sessionId, 'replace-preview', column, find] as const,
  result: (sessionId: string) => ['worker-import', 'result', sessionId] as const,
  batches: ['worker-import', 'batches'] as const,
  unfinished: ['worker-import', 'unfinished'] as const,
};

/** Under ['workers', 'list'] (the workers feature's lists): an import or an undo changes them. */
export const workerListsKey = ['workers', 'list'] as const;
