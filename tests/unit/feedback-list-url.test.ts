import { describe, expect, it } from 'vitest';
import {
  feedbackListParams,
  feedbackListUrlPatch,
  readFeedbackListUrl,
} from '../../src/client/features/feedback/lib/feedback-list-url.ts';

const read = (query: string) => readFeedbackListUrl(new URLSearchParams(query));

describe('readFeedbackListUrl', () => {
  it.each([
    ['', { status: null, category: null, priority: null, page: 1, pageSize: 10 }],
    [
      'feedbackstatus=in_progress&feedbackcategory=bug_report&feedbackpriority=urgent&feedbackpage=3&feedbackpagesize=50',
      { status: 'in_progress', category: 'bug_report', priority: 'urgent', page: 3, pageSize: 50 },
    ],
    [
      'feedbackstatus=done&feedbackcategory=praise&feedbackpriority=critical&feedbackpage=0&feedbackpagesize=7',
      { status: null, category: null, priority: null, page: 1, pageSize: 10 },
    ],
    ['feedbackpage=-2', { page: 1 }],
    ['feedbackpage=1e3', { page: 1 }],
    ['status=open&page=4', { status: null, page: 1 }],
  ])('?%s reads as %j', (query, state) => {
    expect(read(query)).toMatchObject(state);
  });
});

describe('feedbackListUrlPatch', () => {
  it.each([
    [{ status: 'resolved' }, { feedbackstatus: 'resolved', feedbackpage: null }],
    [{ category: null }, { feedbackcategory: null, feedbackpage: null }],
    [{ pageSize: 50 }, { feedbackpagesize: 50, feedbackpage: null }],
    [{ pageSize: 10 }, { feedbackpagesize: null, feedbackpage: null }],
    [{ page: 2 }, { feedbackpage: 2 }],
    [{ page: 1 }, { feedbackpage: null }],
  ] as const)('%j patches %j', (change, patch) => {
    expect(feedbackListUrlPatch(change)).toEqual(patch);
  });
});

describe('feedbackListParams', () => {
  it.each([
    [
      { status: null, category: null, priority: null, page: 1, pageSize: 10 },
      { page: 1, pageSize: 10 },
    ],
    [
      { status: 'open', category: 'other', priority: 'low', page: 2, pageSize: 20 },
      { page: 2, pageSize: 20, status: 'open', category: 'other', priority: 'low' },
    ],
  ])('%j asks for %j', (state, params) => {
    expect(feedbackListParams(state)).toEqual(params);
  });
});
