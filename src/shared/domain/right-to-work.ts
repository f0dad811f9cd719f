import dayjs from 'dayjs';
import { addDays, formatEnGbDate } from './en-gb-dates.ts';

/**
 * Right-to-work checks (docs/domain.md, "Right-to-work checks"): the methods, outcomes and statuses,
 * the share code's shape and age, and the follow-up date each check gives. One rule for the API,
 * the screens, the reports and the reminders.
 */
export const rtwMethods = ['list-a', 'list-b-group-1', 'list-b-group-2', 'online', 'idsp', 'ecs'] as const;
export type RtwMethod = (typeof rtwMethods)[number];

export const rtwMethodLabels: Record<RtwMethod, string> = {
  'list-a': 'Manual check, List A',
  'list-b-group-1': 'Manual check, List B group 1',
  'list-b-group-2': 'Manual check, List B group 2 (Positive Verification Notice)',
  online: 'Online check with a share code',
  idsp: 'Identity service provider',
  ecs: 'Employer Checking Service',
};

/** A check derived from a Right to Work document held before checks were kept has no method. */
export const UNKNOWN_METHOD_LABEL = 'Unknown (from a Right to Work document held before checks were kept)';
/** The label of a check's method, or of its absence. */
export const rtwMethodLabel = (method: RtwMethod | null) => (method ? rtwMethodLabels[method] : UNKNOWN_METHOD_LABEL);

export const rtwOutcomes = ['pass', 'fail', 'referred'] as const;
export type RtwOutcome = (typeof rtwOutcomes)[number];
export const rtwOutcomeLabels: Record<RtwOutcome, string> = { pass: 'Pass', fail: 'Fail', referred: 'Referred' };

/** The worker's standing: no passing check, continuous, a follow-up due, due within 30 days, lapsed. */
export const rtwStatuses = ['none', 'continuous', 'due', 'due-soon', 'lapsed'] as const;
export type RtwStatus = (typeof rtwStatuses)[number];

/** A share code is good for 90 days from the day the worker gave it. */
export const SHARE_CODE_VALID_DAYS = 90;
/** A follow-up this many days away or fewer is due soon. */
export const DUE_SOON_DAYS = 30;
/** A Positive Verification Notice gives an excuse for 6 months from the notice's date. */
export const NOTICE_MONTHS = 6;
/** While an in-time application is pending, the excuse runs 28 days past the permission's end. */
export const PENDING_APPLICATION_DAYS = 28;

export const rtwMessages = {
  shareCodeShape: 'A share code is 9 characters: W then 8 letters or digits',
  shareCodeStale: 'This share code is more than 90 days old: ask the worker for a new code',
  shareCodeRequired: 'An online check needs the share code the worker gave',
  shareCodeGivenOnRequired: 'Enter the date the worker gave the share code',
  shareCodeGivenAfterCheck: 'The share code must have been given on or before the check date',
  permissionEndRequired: 'Enter the date the permission ends',
  noticeDateRequired: 'Enter the date of the Positive Verification Notice',
  reviewNeeded:
    'The latest check was derived from a Right to Work document held before checks were kept: record a check to confirm it',
  authoriseWithoutCheck: 'This worker has no passing right-to-work check: record one before authorising',
  /** The flag of an authorised worker whose excuse has lapsed (card, profile, table). */
  lapsedFlag: 'Right to work lapsed',
} as const;

/** Authorising a worker whose excuse lapsed on `followUpDate` (YYYY-MM-DD) is refused with this. */
export const authoriseLapsedMessage = (followUpDate: string) =>
  `This worker's right to work lapsed on ${formatEnGbDate(followUpDate)}: record a follow-up check before authorising`;

/**
 * Why a worker with this standing may not be authorised (docs/domain.md, "Right-to-work checks"):
 * no passing check, or an excuse that has lapsed; null when the standing allows it. The server
 * refuses with this text and the screens show it beside Authorise.
 */
export function authoriseRtwProblem(standing: { status: RtwStatus; followUpDate: string | null }): string | null {
  if (standing.status === 'none') return rtwMessages.authoriseWithoutCheck;
  if (standing.status === 'lapsed' && standing.followUpDate) return authoriseLapsedMessage(standing.followUpDate);
  return null;
}

/** An authorised worker that has not left whose excuse has lapsed is flagged on every list and card. */
export const isRtwLapsedFlagged = (worker: { authorised: boolean; status: string; rtwStatus: RtwStatus }) =>
  worker.authorised && worker.status !== 'left' && worker.rtwStatus === 'lapsed';

/** Spaces removed and upper-cased, as the worker may read it out ('w12 345 678' is W12345678). */
export const normaliseShareCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

const SHARE_CODE = /^W[A-Z0-9]{8}$/;

/** The message for a share code of the wrong shape (after normalising), or null. */
export function shareCodeProblem(code: string): string | null {
  return SHARE_CODE.test(normaliseShareCode(code)) ? null : rtwMessages.shareCodeShape;
}

/** A code given more than 90 days before `onDate` (YYYY-MM-DD) is stale: never taken as evidence. */
export function isShareCodeStale(givenOn: string, onDate: string): boolean {
  return addDays(givenOn, SHARE_CODE_VALID_DAYS) < onDate;
}

export type RtwCheckFacts = {
  /** null: unknown, a check derived from a Right to Work document held before checks were kept. */
  method: RtwMethod | null;
  checkDate: string;
  permissionEndDate: string | null;
  noticeDate: string | null;
  applicationPending: boolean;
  outcome: RtwOutcome;
};

const addMonths = (iso: string, months: number) =>
  dayjs(iso, 'YYYY-MM-DD', true).add(months, 'month').format('YYYY-MM-DD');

/**
 * The date by which a follow-up check is needed, or null when the excuse is continuous (List A, an
 * identity service provider's check of a British or Irish passport, an online check without an end
 * date) or the check did not pass (it gives no excuse at all). A check derived from a document
 * (method unknown) runs to the document's expiry, kept as its permission end date, if it had one.
 */
export function followUpDate(check: RtwCheckFacts): string | null {
  if (check.outcome !== 'pass') return null;
  if (check.applicationPending)
    return check.permissionEndDate ? addDays(check.permissionEndDate, PENDING_APPLICATION_DAYS) : null;
  switch (check.method) {
    case null:
      return check.permissionEndDate;
    case 'list-a':
    case 'idsp':
      return null;
    case 'online':
    case 'list-b-group-1':
      return check.permissionEndDate;
    case 'list-b-group-2':
    case 'ecs':
      return check.noticeDate ? addMonths(check.noticeDate, NOTICE_MONTHS) : null;
  }
}

/** What a new check must carry for its method (the server refuses it otherwise); null when complete. */
export function missingForMethod(
  check: RtwCheckFacts & { shareCode: string | null; shareCodeGivenOn: string | null },
): string | null {
  if (check.shareCodeGivenOn && check.shareCodeGivenOn > check.checkDate) return rtwMessages.shareCodeGivenAfterCheck;
  if (check.outcome !== 'pass') return null;
  if (check.applicationPending && !check.permissionEndDate) return rtwMessages.permissionEndRequired;
  if (check.method === 'online' && !check.shareCode) return rtwMessages.shareCodeRequired;
  if (check.shareCode && !check.shareCodeGivenOn) return rtwMessages.shareCodeGivenOnRequired;
  if (check.method === 'list-b-group-1' && !check.permissionEndDate) return rtwMessages.permissionEndRequired;
  if ((check.method === 'list-b-group-2' || check.method === 'ecs') && !check.noticeDate)
    return rtwMessages.noticeDateRequired;
  return null;
}

export type RtwStanding = {
  status: RtwStatus;
  /** The follow-up date of the latest passing check; null when continuous or without a passing check. */
  followUpDate: string | null;
  /** The latest passing check was derived from a document (method unknown): a real check should confirm it. */
  reviewNeeded: boolean;
};

/**
 * The worker's standing on `today` (YYYY-MM-DD, London) from its checks: the latest passing check
 * (by check date, then the order recorded) decides. The excuse lapses on the follow-up date when no
 * newer passing check exists; within 30 days before it, the follow-up is due soon.
 */
export function rtwStanding(checks: readonly (RtwCheckFacts & { id: number })[], today: string): RtwStanding {
  let latest: (RtwCheckFacts & { id: number }) | undefined;
  for (const check of checks) {
    if (check.outcome !== 'pass') continue;
    if (!latest || check.checkDate > latest.checkDate || (check.checkDate === latest.checkDate && check.id > latest.id))
      latest = check;
  }
  return latest
    ? standingOn({ checked: true, followUpDate: followUpDate(latest), reviewNeeded: latest.method === null }, today)
    : standingOn(NO_CHECK, today);
}

const NO_CHECK = { checked: false, followUpDate: null, reviewNeeded: false };

/**
 * The standing on `today` from what a worker row keeps of its latest passing check: whether it has
 * one, that check's follow-up date (null: continuous) and whether it awaits review.
 */
export function standingOn(
  latest: { checked: boolean; followUpDate: string | null; reviewNeeded?: boolean },
  today: string,
): RtwStanding {
  const due = latest.followUpDate;
  const reviewNeeded = latest.checked && (latest.reviewNeeded ?? false);
  if (!latest.checked) return { status: 'none', followUpDate: null, reviewNeeded };
  if (due === null) return { status: 'continuous', followUpDate: null, reviewNeeded };
  if (today >= due) return { status: 'lapsed', followUpDate: due, reviewNeeded };
  return { status: addDays(today, DUE_SOON_DAYS) >= due ? 'due-soon' : 'due', followUpDate: due, reviewNeeded };
}

/**
 * The worker's standing as every screen and the right-to-work report word it (docs/domain.md,
 * "Right-to-work checks"): the follow-up date as DD/MM/YYYY.
 */
export function rtwStatusText({
  rtwStatus,
  rtwFollowUpDate,
}: {
  rtwStatus: RtwStatus;
  rtwFollowUpDate: string | null;
}) {
  const date = formatEnGbDate(rtwFollowUpDate);
  switch (rtwStatus) {
    case 'none':
      return 'No right-to-work check';
    case 'continuous':
      return 'Checked (continuous)';
    case 'due':
      return `Follow-up due on ${date}`;
    case 'due-soon':
      return `Follow-up due soon: ${date}`;
    case 'lapsed':
      return `Lapsed since ${date}`;
  }
}
