import { isIsoDate } from './en-gb-dates.ts';
import {
  DEFAULT_TICKET_PAGE_SIZE,
  defaultTicketSort,
  ticketCategories,
  ticketPageSizes,
  ticketPriorities,
  ticketSorts,
  ticketSources,
  ticketTabs,
} from './tickets.ts';
import type { TicketSort, TicketTab } from './tickets.ts';
import type { WorkerTab } from './worker-status.ts';

/**
 * Saved views (docs/domain.md, "Saved views"): a list's address (its query string) kept under a
 * name. One reading of each list's address for both sides: the screen opens it, the server counts
 * what it matches with the list's own services, so a view's count is the list's total.
 */

export const savedViewLists = ['workers', 'tickets'] as const;
export type SavedViewList = (typeof savedViewLists)[number];

/** The screen each list lives on: /workers and /tickets open the main page on that tab, the query kept. */
export const savedViewListPaths: Record<SavedViewList, string> = { workers: '/workers', tickets: '/tickets' };
export const savedViewListLabels: Record<SavedViewList, string> = { workers: 'Workers', tickets: 'Tickets' };

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 1000;
/** Views one person keeps per list: each is counted whenever the list opens. */
export const SAVED_VIEWS_PER_LIST = 20;
/** Shared views per list, whoever shared them: every user of the list counts them too. */
export const SHARED_VIEWS_PER_LIST = 20;

export const savedViewMessages = {
  nameRequired: 'Give the view a name',
  nameTaken: 'You already have a view with this name',
  onlyAdminsShare: 'Only an administrator can share a view with everyone',
  notOwner: 'Only the person who saved this view can change or delete it',
  notFound: 'Saved view not found',
  tooMany: `You can keep up to ${SAVED_VIEWS_PER_LIST} views of a list: delete one first`,
  tooManyShared: `Up to ${SHARED_VIEWS_PER_LIST} views of a list can be shared: stop sharing one first`,
  deleted: 'View deleted',
} as const;

/** The columns of the workers table a view can hide (`cols`); Name and Actions always show. */
export const workerTableColumns = [
  { id: 'status', label: 'Status' },
  { id: 'completion', label: 'Completion' },
  { id: 'agency', label: 'Agency' },
  { id: 'start', label: 'Work Start Date' },
  { id: 'born', label: 'Date of Birth / Nationality' },
  { id: 'place', label: 'City / Post Code' },
  { id: 'contact', label: 'Email / Phone' },
  { id: 'ni', label: 'NI Number' },
] as const;
export type WorkerTableColumn = (typeof workerTableColumns)[number]['id'];

/** The workers table's shown columns from `cols` (absent or nothing known: all of them). */
export function readWorkerColumns(text: string | null): WorkerTableColumn[] {
  const wanted = new Set((text ?? '').split(','));
  const shown = workerTableColumns.filter((c) => wanted.has(c.id)).map((c) => c.id);
  return shown.length === 0 ? workerTableColumns.map((c) => c.id) : shown;
}

/** `cols` for the shown columns: empty (left out) when all show. */
export const workerColumnsParam = (shown: readonly string[]): string =>
  workerTableColumns.every((c) => shown.includes(c.id))
    ? ''
    : workerTableColumns
        .filter((c) => shown.includes(c.id))
        .map((c) => c.id)
        .join(',');

const workerStatusesByTab: Record<WorkerTab, readonly string[]> = {
  authorised: ['active', 'on_hold'],
  pending: ['authorise', 'pending'],
  left: [],
};
const workerTabNames = ['authorised', 'pending', 'left'] as const;
const workerSortNames = ['name', 'agency', 'status', 'completion', 'workStartDate'] as const;
const workerPageSizes = [20, 50, 100] as const;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((v) => v === text) ?? null;
const wholeId = (text: string | null): number | null =>
  text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;
const searchText = (text: string | null) => (text ?? '').trim().slice(0, 100);

/** What a workers view filters, as the list's service takes it; the rest of the address is display. */
export type WorkerViewFilter = {
  tab: WorkerTab;
  q?: string;
  status?: 'active' | 'on_hold' | 'authorise' | 'pending';
  agencyId?: number;
  rtw?: 'lapsed';
  from?: string;
  to?: string;
};

/**
 * A workers address read as the screen reads it (docs/domain.md "Worker list in the address"):
 * unknown or malformed values fall back to their defaults, a status of another tab is ignored,
 * the dates filter the Authorised tab only and the right-to-work filter every tab but Left.
 */
export function readWorkerViewFilter(params: URLSearchParams): WorkerViewFilter {
  const tab = oneOf(workerTabNames, params.get('workertab')) ?? 'authorised';
  const q = searchText(params.get('q'));
  const status = params.get('status');
  const agencyId = wholeId(params.get('agency'));
  const date = (text: string | null) => (tab === 'authorised' && text && isIsoDate(text) ? text : null);
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  return {
    tab,
    ...(q ? { q } : {}),
    ...(status && workerStatusesByTab[tab].includes(status) ? { status: status as WorkerViewFilter['status'] } : {}),
    ...(agencyId ? { agencyId } : {}),
    ...(tab !== 'left' && params.get('rtw') === 'lapsed' ? { rtw: 'lapsed' as const } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** What a tickets view filters; assignedTo 'me' is whoever opens the view. */
export type TicketViewFilter = {
  tab: TicketTab;
  q?: string;
  source?: string;
  priority?: string;
  category?: string;
  assignedTo?: 'me' | number;
  overdue: boolean;
};

/** A tickets address read as Ticket Management reads it: anything unknown falls back to its default. */
export function readTicketViewFilter(params: URLSearchParams): TicketViewFilter {
  const q = searchText(params.get('q'));
  const source = oneOf(ticketSources, params.get('source'));
  const priority = oneOf(ticketPriorities, params.get('priority'));
  const category = oneOf(ticketCategories, params.get('category'));
  const assignee = params.get('assignee');
  const assignedTo = assignee === 'me' ? 'me' : wholeId(assignee);
  return {
    tab: oneOf(ticketTabs, params.get('tickettab')) ?? 'open',
    ...(q ? { q } : {}),
    ...(source ? { source } : {}),
    ...(priority ? { priority } : {}),
    ...(category ? { category } : {}),
    ...(assignedTo ? { assignedTo } : {}),
    overdue: params.get('overdue') === 'true',
  };
}

/** Each list's address parameters a view keeps, in the order it writes them; the page is never kept. */
const keptParams: Record<SavedViewList, readonly string[]> = {
  workers: ['workertab', 'q', 'status', 'agency', 'rtw', 'from', 'to', 'sort', 'dir', 'pageSize', 'view', 'cols'],
  tickets: ['tickettab', 'q', 'source', 'priority', 'category', 'assignee', 'overdue', 'sort', 'pageSize'],
};

/** The display part of an address (sort, page size, cards or table, columns), checked as the screens check it; defaults left out. */
function displayParams(list: SavedViewList, params: URLSearchParams): Record<string, string | null> {
  const unlessDefault = (value: string | null, fallback: string) => (value === fallback ? null : value);
  const pageSize = params.get('pageSize');
  if (list === 'tickets') {
    const tab = oneOf(ticketTabs, params.get('tickettab')) ?? 'open';
    const sort: TicketSort | null = oneOf(ticketSorts, params.get('sort'));
    return {
      sort: unlessDefault(sort, defaultTicketSort(tab)),
      pageSize: ticketPageSizes.some((s) => String(s) === pageSize)
        ? unlessDefault(pageSize, String(DEFAULT_TICKET_PAGE_SIZE))
        : null,
    };
  }
  const columns = params.has('cols') ? workerColumnsParam(readWorkerColumns(params.get('cols'))) : '';
  return {
    sort: unlessDefault(oneOf(workerSortNames, params.get('sort')), 'name'),
    dir: unlessDefault(oneOf(['asc', 'desc'] as const, params.get('dir')), 'asc'),
    pageSize: workerPageSizes.some((s) => String(s) === pageSize) ? unlessDefault(pageSize, '20') : null,
    view: oneOf(['cards', 'table'] as const, params.get('view')),
    cols: columns || null,
  };
}

/**
 * The query string a view keeps for an address: only the list's own parameters, each value as the
 * screen would read it (an unknown one dropped), defaults left out, in one fixed order. So two
 * addresses that show the same list give the same text, and the screen can tell which view it shows.
 */
export function canonicalViewQuery(list: SavedViewList, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const values: Record<string, string | number | boolean | null | undefined> =
    list === 'workers'
      ? workerFilterParams(readWorkerViewFilter(params))
      : ticketFilterParams(readTicketViewFilter(params));
  Object.assign(values, displayParams(list, params));
  const out = new URLSearchParams();
  for (const name of keptParams[list]) {
    const value = values[name];
    if (value !== null && value !== undefined && value !== '' && value !== false) out.set(name, String(value));
  }
  return out.toString();
}

function workerFilterParams(filter: WorkerViewFilter) {
  return {
    workertab: filter.tab === 'authorised' ? null : filter.tab,
    q: filter.q,
    status: filter.status,
    agency: filter.agencyId,
    rtw: filter.rtw,
    from: filter.from,
    to: filter.to,
  };
}

function ticketFilterParams(filter: TicketViewFilter) {
  return {
    tickettab: filter.tab === 'open' ? null : filter.tab,
    q: filter.q,
    source: filter.source,
    priority: filter.priority,
    category: filter.category,
    assignee: filter.assignedTo,
    overdue: filter.overdue ? 'true' : null,
  };
}

/** The agency a view's query is held to, if any: a client user is not shown a shared view of another agency. */
export const viewAgencyId = (list: SavedViewList, query: string): number | null =>
  list === 'workers' ? (readWorkerViewFilter(new URLSearchParams(query)).agencyId ?? null) : null;

/** A view's address: the list's screen with the view's query, which a bookmark or a message can carry. */
export const savedViewAddress = (view: { list: SavedViewList; query: string }): string =>
  view.query ? `${savedViewListPaths[view.list]}?${view.query}` : savedViewListPaths[view.list];
