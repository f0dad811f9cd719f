import { mayTakeAction, hasPermission } from './permissions.ts';

/**
 * My Work (docs/domain.md, "My work"): what waits for the signed-in user, due date first. Which
 * kinds a role sees, how far ahead each looks, and where each item and "Show all" lead.
 */

export const myWorkKinds = ['ticket', 'rtw', 'document', 'access-request', 'subject-access-request'] as const;
export type MyWorkKind = (typeof myWorkKinds)[number];

export const myWorkTitles: Record<MyWorkKind, string> = {
  ticket: 'My open tickets',
  rtw: 'Right-to-work follow-ups',
  document: 'Expiring documents',
  'access-request': 'Access requests',
  'subject-access-request': 'Subject access requests',
};

/** Items of each kind on the screen; the rest is behind "Show all". */
export const MY_WORK_SECTION_LIMIT = 5;
export const MY_WORK_PAGE_SIZE = 25;
/** Documents that expired up to this many days ago still wait for a new copy; those expiring within it too. */
export const MY_WORK_DOCUMENT_DAYS = 30;

/** Who sees each kind: tickets for those who work them, workers' dates for every holder of workers, the admin queues for admins. */
const kindAccess: Record<MyWorkKind, (role: string) => boolean> = {
  ticket: (role) => mayTakeAction(role, 'work_tickets'),
  rtw: (role) => hasPermission(role, 'workers'),
  document: (role) => hasPermission(role, 'workers'),
  'access-request': (role) => hasPermission(role, 'access_requests'),
  'subject-access-request': (role) => hasPermission(role, 'admin'),
};

export const myWorkKindsOf = (role: string): MyWorkKind[] => myWorkKinds.filter((kind) => kindAccess[kind](role));
export const maySeeMyWorkKind = (role: string, kind: MyWorkKind) => kindAccess[kind](role);

/** "Show all": the list that holds every item of the kind, or My Work's own page of it where no list does. */
export const myWorkShowAllUrls: Record<MyWorkKind, string> = {
  ticket: '/tickets?tickettab=pending&assignee=me',
  rtw: '/my-work?show=rtw',
  document: '/my-work?show=document',
  'access-request': '/admin?admintab=access-requests',
  'subject-access-request': '/admin?admintab=subject-access',
};

/** Where an item opens: the ticket, the worker, or the admin tab that handles it. */
export const myWorkItemUrl = (kind: MyWorkKind, id: number): string => {
  switch (kind) {
    case 'ticket':
      return `/tickets?ticket=${id}`;
    case 'rtw':
    case 'document':
      return `/workers/${id}`;
    case 'access-request':
      return '/admin?admintab=access-requests';
    case 'subject-access-request':
      return '/admin?admintab=subject-access';
  }
};

/** Items of several kinds in one list: the earliest due first; a kind's own order breaks ties. */
export function dueFirst<T extends { dueDate: string; dueAt: string | null; kind: MyWorkKind }>(
  items: readonly T[],
): T[] {
  const key = (item: T) => item.dueAt ?? `${item.dueDate}T00:00:00.000Z`;
  return [...items].sort(
    (a, b) => key(a).localeCompare(key(b)) || myWorkKinds.indexOf(a.kind) - myWorkKinds.indexOf(b.kind),
  );
}
