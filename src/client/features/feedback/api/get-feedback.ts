import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackPage, feedbackPaths, type FeedbackPage } from '../../../../shared/api/feedback.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { feedbackKeys, type FeedbackListParams } from './feedback-keys.ts';

/** GET /api/feedback with page: one page, newest first, filtered by the server. */
export function getFeedbackPage(params: FeedbackListParams): Promise<FeedbackPage> {
  return api.get(withQuery(feedbackPaths.list.build(), params), feedbackPage);
}

export const feedbackPageQueryOptions = (params: FeedbackListParams) =>
  queryOptions({
    queryKey: feedbackKeys.list(params),
    queryFn: () => getFeedbackPage(params),
    // The current cards stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useFeedbackPage = (params: FeedbackListParams) => useQuery(feedbackPageQueryOptions(params));
