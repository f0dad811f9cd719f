import type { UrlPatch } from '../../../lib/use-url-state.ts';

/** Recent Reports' page sizes; 10 by default, as the server's (reportHistoryQuery). */
export const historyPageSizes = [10, 25, 50] as const;
export const DEFAULT_HISTORY_PAGE_SIZE = 10;

export type HistoryPage = { page: number; pageSize: number };

/** Recent Reports' page in the address (`page`, `pageSize`); anything unknown is page 1 of 10. */
export function readHistoryPage(params: URLSearchParams): HistoryPage {
  const page = params.get('page') ?? '';
  return {
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    pageSize: historyPageSizes.find((s) => String(s) === params.get('pageSize')) ?? DEFAULT_HISTORY_PAGE_SIZE,
  };
}

export function historyPageUrlPatch(change: Partial<HistoryPage>): UrlPatch {
  const patch: UrlPatch = {};
  if (change.page !== undefined) patch.page = change.page === 1 ? null : change.page;
  if (change.pageSize !== undefined)
    patch.pageSize = change.pageSize === DEFAULT_HISTORY_PAGE_SIZE ? null : change.pageSize;
  return patch;
}
