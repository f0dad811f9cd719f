/**
 * Reminders and notifications (docs/domain.md, "Notifications"): the kinds, the steps at which a
 * dated reminder repeats, and the channels a user chooses per kind.
 */
import { canWorkTickets, hasPermission, isRole, roles, type Role } from './permissions.ts';

export const notificationKinds = [
  'document-expiry',
  'rtw-follow-up',
  'ticket-assigned',
  'ticket-comment',
  'access-request',
  'sar-due',
  'job-finished',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a notification is about; with its id it names the thing the entry opens. */
export const notificationSubjects = [
  'worker',
  'document',
  'ticket',
  'access-request',
  'subject-access-request',
  'import',
  'report',
] as const;
export type NotificationSubject = (typeof notificationSubjects)[number];

/** Days before a date at which a reminder is raised; after the date, one each day while overdue. */
export const REMINDER_DAYS_BEFORE = [30, 14, 7, 1] as const;

/**
 * The step of a dated reminder on a given day: 'before-30' ... 'before-1' on those days,
 * 'overdue-N' on the Nth day after the date (the date itself is overdue day 0), or null on any
 * other day. Dates are London calendar dates (YYYY-MM-DD).
 */
export function reminderStep(daysUntil: number): string | null {
  if (daysUntil > 0)
    return (REMINDER_DAYS_BEFORE as readonly number[]).includes(daysUntil) ? `before-${daysUntil}` : null;
  return `overdue-${-daysUntil}`;
}

export const notificationKindLabels: Record<NotificationKind, string> = {
  'document-expiry': 'Document expiry',
  'rtw-follow-up': 'Right-to-work follow-ups',
  'ticket-assigned': 'Ticket assigned to me',
  'ticket-comment': 'Comment on my ticket',
  'access-request': 'Access request waiting',
  'sar-due': 'Subject access request due',
  'job-finished': 'My import or report finished',
};

/** How e-mail is sent for a kind: each at once, in the 07:00 digest, or not at all. */
export const emailModes = ['immediate', 'digest', 'off'] as const;
export type EmailMode = (typeof emailModes)[number];

/** Where a notification's link opens in the client (docs/domain.md, "Notifications"). */
export const notificationUrls = {
  worker: (workerId: number) => `/workers/${workerId}`,
  ticket: (ticketId: number) => `/tickets?ticket=${ticketId}`,
  /** The user's own tickets not closed: where a bulk assignment leads. */
  myTickets: () => '/tickets?tickettab=pending&assignee=me',
  accessRequests: () => '/admin',
  subjectAccessRequests: () => '/admin?admintab=subject-access',
};

/** Days before a subject access request's due date at which admins are reminded; then daily while overdue. */
export const SAR_REMINDER_DAYS_BEFORE = [7, 1] as const;

/**
 * The step of a subject access request's reminder on a day (docs/domain.md, "Notifications"), or
 * null: 'before-7' and 'before-1', then 'overdue-N' from the day after the due date (the due date
 * itself is the last day to answer). The step carries the due date, so an extension starts a new cycle.
 */
export function sarReminderStep(daysLeft: number, dueDate: string): string | null {
  if (daysLeft > 0)
    return (SAR_REMINDER_DAYS_BEFORE as readonly number[]).includes(daysLeft) ? `before-${daysLeft}:${dueDate}` : null;
  return daysLeft < 0 ? `overdue-${-daysLeft}:${dueDate}` : null;
}

/** Its title: 'Subject access request of Pat Packer due in 7 days', '... due tomorrow', '... 3 days overdue'. */
export function sarReminderTitle(workerName: string | null, daysLeft: number): string {
  const of = `Subject access request of ${workerName ?? 'a removed worker'}`;
  if (daysLeft === 1) return `${of} due tomorrow`;
  if (daysLeft > 1) return `${of} due in ${daysLeft} days`;
  const late = -daysLeft;
  return `${of} ${late} ${late === 1 ? 'day' : 'days'} overdue`;
}

/**
 * The kinds a role can receive (docs/domain.md, "Notifications"): document expiry and right-to-work
 * follow-ups for every role that sees workers, ticket kinds for the roles that work tickets, access requests for the roles
 * that process them, job-finished for the roles that import workers or run reports.
 */
const kindAccess: Record<NotificationKind, (role: string) => boolean> = {
  'document-expiry': (role) => hasPermission(role, 'workers'),
  'rtw-follow-up': (role) => hasPermission(role, 'workers'),
  'ticket-assigned': (role) => canWorkTickets(role),
  'ticket-comment': (role) => canWorkTickets(role),
  'access-request': (role) => hasPermission(role, 'access_requests'),
  // The register of subject access requests is the admin's (docs/domain.md, "Subject access requests").
  'sar-due': (role) => hasPermission(role, 'admin'),
  'job-finished': (role) => hasPermission(role, 'workers') || hasPermission(role, 'reports'),
};

export function mayReceiveKind(role: string | null | undefined, kind: NotificationKind): boolean {
  return isRole(role) && kindAccess[kind](role);
}

export function notificationKindsFor(role: string | null | undefined): NotificationKind[] {
  return notificationKinds.filter((kind) => mayReceiveKind(role, kind));
}

/** The roles that receive a kind. */
export function rolesReceiving(kind: NotificationKind): Role[] {
  return roles.filter((role) => kindAccess[kind](role));
}

/**
 * A user's channels for a kind until they choose (docs/domain.md, "Notifications"): in the app for
 * every kind their role receives; e-mail in the 07:00 digest for document expiry and right-to-work
 * follow-ups and subject access requests due, at once for a ticket assigned, off for the others.
 */
export const defaultEmailModes: Record<NotificationKind, EmailMode> = {
  'document-expiry': 'digest',
  'rtw-follow-up': 'digest',
  'ticket-assigned': 'immediate',
  'ticket-comment': 'off',
  'access-request': 'off',
  'sar-due': 'digest',
  'job-finished': 'off',
};
export const DEFAULT_IN_APP = true;
