import {
  DEFAULT_FEEDBACK_PAGE_SIZE,
  feedbackCategories,
  feedbackPageSizes,
  feedbackPriorities,
  feedbackStatuses,
} from '../../../../shared/domain/feedback.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';
import type { FeedbackListParams } from '../api/feedback-keys.ts';

/** Feedback Management as the address holds it: the three filters (null is all), the page and its size. */
export type FeedbackListState = {
  status: string | null;
  category: string | null;
  priority: string | null;
  page: number;
  pageSize: number;
};

/** Query parameter names, prefixed beside the Admin Control Panel's own ?admintab=. */
const names = {
  status: 'feedbackstatus',
  category: 'feedbackcategory',
  priority: 'feedbackpriority',
  page: 'feedbackpage',
  pageSize: 'feedbackpagesize',
} as const;

const oneOf = (values: readonly string[], text: string | null): string | null => values.find((v) => v === text) ?? null;
const wholePage = (text: string | null) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/** Reads the address; anything unknown falls back to its default, so an edited or old link still opens the tab. */
export function readFeedbackListUrl(params: URLSearchParams): FeedbackListState {
  return {
    status: oneOf(feedbackStatuses, params.get(names.status)),
    category: oneOf(feedbackCategories, params.get(names.category)),
    priority: oneOf(feedbackPriorities, params.get(names.priority)),
    page: wholePage(params.get(names.page)) ?? 1,
    pageSize: feedbackPageSizes.find((s) => String(s) === params.get(names.pageSize)) ?? DEFAULT_FEEDBACK_PAGE_SIZE,
  };
}

/**
 * The address patch of a change; defaults stay out of the address. A filter or page-size change
 * goes back to page 1 (docs/domain.md says so of the agency lists; the same here).
 */
export function feedbackListUrlPatch(change: Partial<FeedbackListState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const [key, value] of Object.entries(change) as [keyof FeedbackListState, string | number | null][]) {
    const isDefault = (key === 'page' && value === 1) || (key === 'pageSize' && value === DEFAULT_FEEDBACK_PAGE_SIZE);
    patch[names[key]] = isDefault ? null : value;
  }
  if (!('page' in change)) patch[names.page] = null;
  return patch;
}

/** The request of the page the state shows. */
export function feedbackListParams(state: FeedbackListState): FeedbackListParams {
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.status ? { status: state.status } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.priority ? { priority: state.priority } : {}),
  };
}
