import { sortDirections, workerSorts, type SortDirection, type WorkerSort } from '../../../../shared/api/workers.ts';
import { isIsoDate } from '../../../../shared/domain/en-gb-dates.ts';
import { readWorkerColumns, workerColumnsParam } from '../../../../shared/domain/saved-views.ts';
import type { WorkerTab } from '../../../../shared/domain/worker-status.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';
import { isWorkerTab, statusFilterOptions, WORKERS_PAGE_SIZE } from './list-filters.ts';

/** The page sizes a link may ask for; the screen's own is 20 (docs/domain.md). */
export const pageSizes = [WORKERS_PAGE_SIZE, 50, 100] as const;
export type ListView = 'cards' | 'table';

/** The Worker Management screen as its address holds it (docs/domain.md "Worker list in the address"). */
export type ListUrlState = {
  tab: WorkerTab;
  q: string;
  status: string | null;
  agencyId: number | null;
  /** lapsed: only workers whose right-to-work excuse has lapsed (not offered on Left). */
  rtw: 'lapsed' | null;
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
  sort: WorkerSort;
  dir: SortDirection;
  /** null: not in the address, so the user's remembered choice applies. */
  view: ListView | null;
  /** The table's shown columns (docs/domain.md "Saved views"); null: all of them. */
  cols: string | null;
};

/** The query parameter of each part of the state; tab is `workertab` beside the home route's own `tab`. */
export const listParamNames = {
  tab: 'workertab',
  q: 'q',
  status: 'status',
  agencyId: 'agency',
  rtw: 'rtw',
  from: 'from',
  to: 'to',
  page: 'page',
  pageSize: 'pageSize',
  sort: 'sort',
  dir: 'dir',
  view: 'view',
  cols: 'cols',
} as const;

const whole = (text: string | null, max: number): number | null =>
  text && /^[1-9]\d{0,8}$/.test(text) && Number(text) <= max ? Number(text) : null;
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((v) => v === text) ?? null;

/**
 * Reads the address; anything unknown or malformed falls back to its default (the first tab, no
 * filter, page 1, 20 a page, by name ascending) instead of failing, so an edited or old link
 * still opens the screen. A status that does not belong to the tab is ignored, as are dates that
 * are not real YYYY-MM-DD days and the right-to-work filter on Left.
 */
export function readListUrl(params: URLSearchParams): ListUrlState {
  const get = (key: keyof typeof listParamNames) => params.get(listParamNames[key]);
  const requested = get('tab');
  const tab: WorkerTab = isWorkerTab(requested) ? requested : 'authorised';
  const status = get('status');
  const date = (text: string | null) => (text && isIsoDate(text) ? text : null);
  return {
    tab,
    q: (get('q') ?? '').trim().slice(0, 100),
    status: statusFilterOptions[tab].some((o) => o.value === status) ? status : null,
    agencyId: whole(get('agencyId'), 2147483647),
    rtw: tab !== 'left' && get('rtw') === 'lapsed' ? 'lapsed' : null,
    from: date(get('from')),
    to: date(get('to')),
    page: whole(get('page'), 100000) ?? 1,
    pageSize: pageSizes.find((size) => String(size) === get('pageSize')) ?? WORKERS_PAGE_SIZE,
    sort: oneOf(workerSorts, get('sort')) ?? 'name',
    dir: oneOf(sortDirections, get('dir')) ?? 'asc',
    view: oneOf(['cards', 'table'] as const, get('view')),
    cols: workerColumnsParam(readWorkerColumns(get('cols'))) || null,
  };
}

/** The address patch for a change of state; defaults are left out of the address. */
export function listUrlPatch(change: Partial<ListUrlState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const [key, value] of Object.entries(change) as [keyof ListUrlState, ListUrlState[keyof ListUrlState]][]) {
    const isDefault =
      (key === 'page' && value === 1) ||
      (key === 'pageSize' && value === WORKERS_PAGE_SIZE) ||
      (key === 'sort' && value === 'name') ||
      (key === 'dir' && value === 'asc');
    patch[listParamNames[key]] = isDefault ? null : value;
  }
  return patch;
}
