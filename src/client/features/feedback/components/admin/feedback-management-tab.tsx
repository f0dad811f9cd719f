import { useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { FeedbackItem } from '../../../../../shared/api/feedback.ts';
import { feedbackPageSizes } from '../../../../../shared/domain/feedback.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { ListPager } from '../../../../components/list-pager.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useUrlState } from '../../../../lib/use-url-state.ts';
import { useFeedbackPage } from '../../api/get-feedback.ts';
import {
  feedbackListParams,
  feedbackListUrlPatch,
  readFeedbackListUrl,
  type FeedbackListState,
} from '../../lib/feedback-list-url.ts';
import { FeedbackCard } from './feedback-card.tsx';
import { FeedbackFilters } from './feedback-filters.tsx';
import { FeedbackManageModal } from './feedback-manage-modal.tsx';

/**
 * The Admin Control Panel's Feedback tab (docs/domain.md): filters for
 * status, category and priority, the cards newest first and paged by the server, and the Manage
 * modal. Filters, page and page size live in the address (useUrlState), beside ?admintab=.
 */
export function FeedbackManagementTab() {
  const [params, setParams] = useUrlState();
  const state = readFeedbackListUrl(params);
  const feedback = useFeedbackPage(feedbackListParams(state));
  const [managing, setManaging] = useState<FeedbackItem | null>(null);
  const change = (patch: Partial<FeedbackListState>, push = false) => setParams(feedbackListUrlPatch(patch), { push });
  const filtered = Boolean(state.status || state.category || state.priority);
  // A page past the end (the last card of the last page deleted, an old link) shows the last page.
  const lastPage = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / state.pageSize)) : 1;
  const pastTheEnd = Boolean(feedback.data && !feedback.isPlaceholderData && state.page > lastPage);
  useEffect(() => {
    if (pastTheEnd) setParams(feedbackListUrlPatch({ page: lastPage }));
  }, [pastTheEnd, lastPage, setParams]);

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        Feedback Management
      </Title>
      <FeedbackFilters state={state} onChange={(patch) => change(patch)} />
      <QueryState
        isPending={feedback.isPending}
        error={feedback.error}
        errorTitle="Failed to load feedback"
        loadingLabel="Loading feedback"
      >
        {feedback.data && feedback.data.total === 0 ? (
          <EmptyMessage>{filtered ? 'No feedback matches these filters' : 'No feedback yet'}</EmptyMessage>
        ) : (
          <Stack gap="sm" aria-busy={feedback.isPlaceholderData}>
            {feedback.data?.items.map((item) => (
              <FeedbackCard key={item.id} item={item} onManage={() => setManaging(item)} />
            ))}
          </Stack>
        )}
        {feedback.data && feedback.data.total > 0 && (
          <ListPager
            page={state.page}
            pageSize={state.pageSize}
            total={feedback.data.total}
            pageSizes={feedbackPageSizes}
            noun="feedback"
            label="Feedback pages"
            onPage={(page) => change({ page }, true)}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        )}
      </QueryState>
      {managing && <FeedbackManageModal key={managing.id} item={managing} onClose={() => setManaging(null)} />}
    </Stack>
  );
}
