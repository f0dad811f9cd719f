import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workerImportPaths, type ReviewFilter } from '../../../../shared/api/worker-import.ts';
import { reviewRowsPage, type ReviewRowsPage } from '../../../../shared/api/worker-import-answers.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** Rows a review page shows: the grid holds one server page at a time (issue 10: 100 a page). */
export const REVIEW_PAGE_SIZE = 100;

/** GET /api/upload-workers/{sessionId}/rows: one page of the rows, filtered on the server. */
export function getReviewRows(sessionId: string, filter: ReviewFilter, page: number): Promise<ReviewRowsPage> {
  return api.get(
    withQuery(workerImportPaths.rows.build({ sessionId }), { filter, page, pageSize: REVIEW_PAGE_SIZE }),
    reviewRowsPage,
  );
}

export const reviewRowsQueryOptions = (sessionId: string, filter: ReviewFilter, page: number) =>
  queryOptions({
    queryKey: importKeys.rows(sessionId, filter, page),
    queryFn: () => getReviewRows(sessionId, filter, page),
    // The page on screen stays while the next one (or the same one after an edit) loads.
    placeholderData: keepPreviousData,
  });

export function useReviewRows(sessionId: string, filter: ReviewFilter, page: number) {
  return useQuery(reviewRowsQueryOptions(sessionId, filter, page));
}
