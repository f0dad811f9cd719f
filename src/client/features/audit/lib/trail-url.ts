import { auditPageSizes, DEFAULT_AUDIT_PAGE_SIZE, type AuditExportQuery } from '../../../../shared/api/audit.ts';
import { auditActions, auditEntityTypes } from '../../../../shared/domain/audit-trail.ts';
import { isIsoDate } from '../../../../shared/domain/en-gb-dates.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';

/**
 * The audit trail as its address holds it: the filters, the page size, and where the page is.
 * The page is a cursor (before/after an entry's id, docs/domain.md: a deep page costs what
 * the first does) with its number, which only labels it.
 */
export type TrailState = {
  actor: string;
  entityType: string | null;
  entityId: string;
  action: string | null;
  from: string;
  to: string;
  pageSize: number;
  page: number;
  before: number | null;
  after: number | null;
};

const names = {
  actor: 'actor',
  entityType: 'entityType',
  entityId: 'entityId',
  action: 'action',
  from: 'from',
  to: 'to',
  pageSize: 'pageSize',
  page: 'page',
  before: 'before',
  after: 'after',
} as const;

const whole = (text: string | null) =>
  text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;
const day = (text: string | null) => (text && isIsoDate(text) ? text : '');
const oneOf = (choices: readonly { value: string }[], text: string | null) =>
  choices.find((c) => c.value === text)?.value ?? null;

/** Reads the address; anything unknown falls back to its default, so an edited link still opens the screen. */
export function readTrailUrl(params: URLSearchParams): TrailState {
  const get = (key: keyof typeof names) => params.get(names[key]);
  const before = whole(get('before'));
  return {
    actor: (get('actor') ?? '').trim().slice(0, 254),
    entityType: oneOf(auditEntityTypes, get('entityType')),
    entityId: (get('entityId') ?? '').trim().slice(0, 50),
    action: oneOf(auditActions, get('action')),
    from: day(get('from')),
    to: day(get('to')),
    pageSize: auditPageSizes.find((s) => String(s) === get('pageSize')) ?? DEFAULT_AUDIT_PAGE_SIZE,
    page: whole(get('page')) ?? 1,
    before,
    after: before === null ? whole(get('after')) : null,
  };
}

/** The first page again: a filter or the page size changed. */
const firstPage = { page: null, before: null, after: null };

/**
 * The address patch of a change. Changing a filter or the page size goes back to the newest page;
 * defaults stay out of the address.
 */
export function trailUrlPatch(change: Partial<TrailState>): UrlPatch {
  const patch: UrlPatch = {};
  let filtersChanged = false;
  for (const key of ['actor', 'entityType', 'entityId', 'action', 'from', 'to'] as const) {
    if (change[key] === undefined) continue;
    patch[names[key]] = change[key];
    filtersChanged = true;
  }
  if (change.pageSize !== undefined) {
    patch[names.pageSize] = change.pageSize === DEFAULT_AUDIT_PAGE_SIZE ? null : change.pageSize;
    filtersChanged = true;
  }
  return filtersChanged ? { ...patch, ...firstPage } : patch;
}

/**
 * Where the pager's buttons go: Older is the entries before the page's last one, Newer those after
 * its first one (back to the plain first page from page 2), Newest the first page.
 */
export const olderPage = (page: number, cursor: number): UrlPatch => ({ page: page + 1, before: cursor, after: null });
export const newerPage = (page: number, cursor: number): UrlPatch =>
  page <= 2 ? firstPage : { page: page - 1, after: cursor, before: null };
export const newestPage: UrlPatch = firstPage;

export const clearedTrailFilters: Partial<TrailState> = {
  actor: '',
  entityType: null,
  entityId: '',
  action: null,
  from: '',
  to: '',
};

export const activeFilterCount = (state: TrailState) =>
  [state.actor, state.entityType, state.entityId, state.action, state.from, state.to].filter(
    (v) => v !== '' && v !== null,
  ).length;

/** The filters as the server takes them (list and CSV alike); empty ones are left out. */
export function trailFilterParams(state: TrailState): AuditExportQuery {
  return {
    ...(state.actor ? { userEmail: state.actor } : {}),
    ...(state.entityType ? { entityType: state.entityType } : {}),
    ...(state.entityId ? { entityId: state.entityId } : {}),
    ...(state.action ? { action: state.action } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

export type TrailPageParams = AuditExportQuery & { pageSize: number; page: number; before?: number; after?: number };

/** The request of the page the state shows. */
export const trailPageParams = (state: TrailState): TrailPageParams => ({
  ...trailFilterParams(state),
  pageSize: state.pageSize,
  page: state.page,
  ...(state.before ? { before: state.before } : {}),
  ...(state.after ? { after: state.after } : {}),
});
