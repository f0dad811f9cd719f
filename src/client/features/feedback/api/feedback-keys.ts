/** One page of Feedback Management as the screen asks for it (feedbackListQuery). */
export type FeedbackListParams = {
  page: number;
  pageSize: number;
  status?: string;
  category?: string;
  priority?: string;
};

/**
 * Query keys of the feedback feature: every page of Feedback Management under
 * ['feedback', 'list']. Submitting, updating and deleting feedback invalidate them all.
 */
export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => ['feedback', 'list'] as const,
  list: (params: FeedbackListParams) => ['feedback', 'list', params] as const,
};
