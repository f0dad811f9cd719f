import {
  DEFAULT_TICKET_PAGE_SIZE,
  defaultTicketSort,
  ticketCategories,
  ticketPageSizes,
  ticketPriorities,
  ticketSorts,
  ticketSources,
  ticketTabs,
  type TicketSort,
  type TicketTab,
} from '../../../../shared/domain/tickets.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';
import type { TicketListParams } from '../api/ticket-keys.ts';

/** Ticket Management as its address holds it: the tab, the search, the filters, the sort and the page. */
export type TicketListState = {
  tab: TicketTab;
  q: string;
  source: string | null;
  priority: string | null;
  category: string | null;
  /** A user id as text, or 'me'. */
  assignedTo: string | null;
  overdue: boolean;
  /** null: the tab's default order (defaultTicketSort). */
  sort: TicketSort | null;
  page: number;
  pageSize: number;
};

/** Query parameter names; the tab is `tickettab` beside the home route's own `tab`. */
const names = {
  tab: 'tickettab',
  q: 'q',
  source: 'source',
  priority: 'priority',
  category: 'category',
  assignedTo: 'assignee',
  overdue: 'overdue',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
} as const;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((v) => v === text) ?? null;
const wholePage = (text: string | null) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/** Reads the address; anything unknown falls back to its default, so an edited or old link still opens the screen. */
export function readTicketListUrl(params: URLSearchParams): TicketListState {
  const assignee = params.get(names.assignedTo);
  return {
    tab: oneOf(ticketTabs, params.get(names.tab)) ?? 'open',
    q: (params.get(names.q) ?? '').trim().slice(0, 100),
    source: oneOf(ticketSources, params.get(names.source)),
    priority: oneOf(ticketPriorities, params.get(names.priority)),
    category: oneOf(ticketCategories, params.get(names.category)),
    assignedTo: assignee === 'me' || (assignee && /^[1-9]\d{0,8}$/.test(assignee)) ? assignee : null,
    overdue: params.get(names.overdue) === 'true',
    sort: oneOf(ticketSorts, params.get(names.sort)),
    page: wholePage(params.get(names.page)) ?? 1,
    pageSize: ticketPageSizes.find((s) => String(s) === params.get(names.pageSize)) ?? DEFAULT_TICKET_PAGE_SIZE,
  };
}

/** The address patch of a change; defaults stay out of the address. */
export function ticketListUrlPatch(change: Partial<TicketListState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const [key, value] of Object.entries(change) as [keyof TicketListState, unknown][]) {
    const isDefault =
      (key === 'tab' && value === 'open') ||
      (key === 'page' && value === 1) ||
      (key === 'pageSize' && value === DEFAULT_TICKET_PAGE_SIZE) ||
      (key === 'overdue' && value === false);
    patch[names[key]] = isDefault ? null : (value as string | number | null);
  }
  return patch;
}

/** Every filter cleared ('Clear filters'); the tab, sort and page size stay. */
export const clearedFilters: Partial<TicketListState> = {
  q: '',
  source: null,
  priority: null,
  category: null,
  assignedTo: null,
  overdue: false,
  page: 1,
};

/** The request of the page the state shows. */
export function ticketListParams(state: TicketListState): TicketListParams {
  return {
    tab: state.tab,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ?? defaultTicketSort(state.tab),
    ...(state.q ? { q: state.q } : {}),
    ...(state.source ? { source: state.source } : {}),
    ...(state.priority ? { priority: state.priority } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.assignedTo ? { assignedTo: state.assignedTo } : {}),
    ...(state.overdue ? { overdue: 'true' as const } : {}),
  };
}
