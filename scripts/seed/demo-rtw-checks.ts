import {
  followUpDate,
  rtwStanding,
  type RtwCheckFacts,
  type RtwStatus,
} from '../../src/shared/domain/right-to-work.ts';
import { addDaysIso, type DemoWorker } from './generators.ts';
import type { Rng } from './random.ts';

/**
 * The demo workers' right-to-work checks (docs/domain.md, "Right-to-work checks"), built in memory
 * with the workers: British and Irish workers a List A (or identity service provider) check, the
 * others by share a settled status, a time-limited permission (pre-settled status or a visa, ending
 * from 60 days ago to 3 years ahead), a student's with term-time restrictions, a Positive
 * Verification Notice, a pending in-time application, a stale share code, a failed check, a check
 * derived from a Right to Work document held before checks were kept (method unknown, to review), or none.
 * Each check's follow-up date is the shared rule's (followUpDate) and the worker's standing columns
 * are rtwStanding's, so they go into the same INSERTs as the workers. No evidence files.
 */

export type RtwSeedKind =
  | 'list-a'
  | 'idsp'
  | 'settled'
  | 'time-limited'
  | 'student'
  | 'notice'
  | 'pending-application'
  | 'stale-share-code'
  | 'failed'
  | 'derived'
  | 'none';

/** A check as its row is inserted (rtw_checks), without its id and worker. */
export type DemoRtwCheck = RtwCheckFacts & {
  shareCode: string | null;
  shareCodeGivenOn: string | null;
  restrictions: string | null;
  followUpDate: string | null;
  checkedBy: number | null;
  reviewNeeded: boolean;
};

export const STUDENT_RESTRICTIONS =
  'Student visa: up to 20 hours a week in term time, full time in the official vacations';

/** Shares for workers who need a share code (weights). British and Irish ones take List A or an IDSP. */
const otherKinds: readonly { kind: RtwSeedKind; weight: number }[] = [
  { kind: 'settled', weight: 34 },
  { kind: 'time-limited', weight: 30 },
  { kind: 'student', weight: 8 },
  { kind: 'notice', weight: 7 },
  { kind: 'pending-application', weight: 6 },
  { kind: 'stale-share-code', weight: 5 },
  { kind: 'failed', weight: 4 },
  { kind: 'derived', weight: 3 },
];
const britishKinds: readonly { kind: RtwSeedKind; weight: number }[] = [
  { kind: 'list-a', weight: 90 },
  { kind: 'idsp', weight: 9 },
  { kind: 'failed', weight: 1 },
  { kind: 'derived', weight: 3 },
];
const CONTINUOUS_NATIONALITIES = new Set(['BRITISH', 'IRISH']);
/** British and Irish workers (and those whose nationality is not known yet) show a passport. */
const needsNoShareCode = (nationality: string | null | undefined) =>
  nationality === null || nationality === undefined || CONTINUOUS_NATIONALITIES.has(nationality);
const SHARE_CODE_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];

export type RtwSeedContext = { today: string; staffIds: readonly number[] };

/** Which kind a worker gets: a few workers not yet authorised (and fewer authorised ones) have no check. */
export function rtwKindOf(rng: Rng, worker: Pick<DemoWorker, 'nationality' | 'authorised'>): RtwSeedKind {
  if (rng.chance(worker.authorised ? 0.01 : 0.2)) return 'none';
  const kinds = needsNoShareCode(worker.nationality) ? britishKinds : otherKinds;
  return rng.weighted(kinds, (k) => k.weight).kind;
}

/** A worker's checks, oldest first (the order their ids are given in). */
export function buildDemoRtwChecks(
  rng: Rng,
  worker: Pick<DemoWorker, 'nationality' | 'authorised' | 'workStartDate' | 'immigrationShareCode'>,
  ctx: RtwSeedContext,
): DemoRtwCheck[] {
  const kind = rtwKindOf(rng, worker);
  if (kind === 'none') return [];
  const yesterday = addDaysIso(ctx.today, -1);
  // Around the start of work (before it, as the law asks), never later than yesterday.
  const start = worker.workStartDate ?? addDaysIso(ctx.today, -rng.int(1, 90));
  const checkDate = minDate(addDaysIso(start, -rng.int(0, 10)), yesterday);
  const check = (facts: Partial<DemoRtwCheck> & Pick<DemoRtwCheck, 'method' | 'checkDate'>): DemoRtwCheck => {
    const row: DemoRtwCheck = {
      permissionEndDate: null,
      noticeDate: null,
      applicationPending: false,
      shareCode: null,
      shareCodeGivenOn: null,
      restrictions: null,
      outcome: 'pass',
      followUpDate: null,
      checkedBy: ctx.staffIds.length > 0 ? rng.pick(ctx.staffIds) : null,
      reviewNeeded: false,
      ...facts,
    };
    row.followUpDate = followUpDate(row);
    return row;
  };
  const online = (date: string, givenDaysBefore = rng.int(0, 30)) => ({
    method: 'online' as const,
    checkDate: date,
    shareCode: worker.immigrationShareCode ?? randomShareCode(rng),
    shareCodeGivenOn: addDaysIso(date, -givenDaysBefore),
  });
  switch (kind) {
    case 'list-a':
    case 'idsp':
      return [check({ method: kind, checkDate })];
    case 'settled':
      return [check(online(checkDate))];
    case 'derived':
      // As migration 0035 derives them: no method, passed on the day the document was filed, to review.
      return [check({ method: null, checkDate, reviewNeeded: true })];
    case 'failed':
      return [
        check(
          needsNoShareCode(worker.nationality)
            ? { method: 'list-a', checkDate, outcome: 'fail' }
            : { ...online(checkDate), outcome: 'fail' },
        ),
      ];
    case 'time-limited':
    case 'student':
      return timeLimitedChecks(rng, ctx.today, kind, (date, end, restrictions) =>
        check({ ...online(date), permissionEndDate: end, restrictions }),
      );
    case 'notice': {
      // Notices from 200 days ago to yesterday: their 6 months end from about 3 weeks ago to 6 months ahead.
      const noticeDate = addDaysIso(ctx.today, -rng.int(1, 200));
      return [
        check({
          method: 'list-b-group-2',
          checkDate: minDate(addDaysIso(noticeDate, rng.int(0, 5)), yesterday),
          noticeDate,
        }),
      ];
    }
    case 'pending-application': {
      // The permission ended (or ends) from 40 days ago to 30 days ahead; the excuse runs 28 days past it.
      const end = addDaysIso(ctx.today, rng.int(-40, 30));
      const date = minDate(addDaysIso(end, -rng.int(0, 20)), yesterday);
      return [
        check({ method: 'ecs', checkDate: date, noticeDate: date, applicationPending: true, permissionEndDate: end }),
      ];
    }
    case 'stale-share-code':
      return staleShareCodeChecks(
        rng,
        ctx.today,
        (date, end) => check({ ...online(date), permissionEndDate: end }),
        (date) => check({ ...online(date, rng.int(91, 240)), outcome: 'fail' }),
      );
  }
}

/**
 * A time-limited permission ending from 60 days ago to 3 years ahead, checked up to two years
 * before it ends (and before today); a third of them after an earlier check made in time.
 */
function timeLimitedChecks(
  rng: Rng,
  today: string,
  kind: 'time-limited' | 'student',
  make: (date: string, end: string, restrictions: string | null) => DemoRtwCheck,
): DemoRtwCheck[] {
  const end = addDaysIso(today, rng.int(-60, 3 * 365));
  const date = minDate(addDaysIso(end, -rng.int(30, 730)), addDaysIso(today, -1));
  const restrictions = kind === 'student' ? STUDENT_RESTRICTIONS : null;
  const latest = make(date, end, restrictions);
  if (!rng.chance(1 / 3)) return [latest];
  const earlierDate = addDaysIso(date, -rng.int(180, 720));
  return [make(earlierDate, addDaysIso(date, rng.int(0, 20)), restrictions), latest];
}

/** A passing check with an end date, then a later attempt with a code given over 90 days before it: failed. */
function staleShareCodeChecks(
  rng: Rng,
  today: string,
  passing: (date: string, end: string) => DemoRtwCheck,
  stale: (date: string) => DemoRtwCheck,
): DemoRtwCheck[] {
  const end = addDaysIso(today, rng.int(-30, 400));
  const attempt = minDate(addDaysIso(end, -rng.int(1, 30)), addDaysIso(today, -1));
  return [passing(addDaysIso(attempt, -rng.int(200, 700)), end), stale(attempt)];
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** W then 8 letters or digits (the shape docs/domain.md gives). */
function randomShareCode(rng: Rng): string {
  let code = 'W';
  for (let i = 0; i < 8; i += 1) code += rng.pick(SHARE_CODE_CHARACTERS);
  return code;
}

export type RtwTally = Record<RtwStatus, number> & { checks: number; toReview: number };
export const emptyRtwTally = (): RtwTally => ({
  checks: 0,
  toReview: 0,
  none: 0,
  continuous: 0,
  due: 0,
  'due-soon': 0,
  lapsed: 0,
});

/**
 * The worker's standing columns (rtw_checked, rtw_follow_up_date) from its checks by the shared
 * rule, as the server writes them with each check; its status today counted in `tally`.
 */
export function standingColumns(
  checks: readonly (DemoRtwCheck & { id: number })[],
  today: string,
  tally: RtwTally,
): { rtwChecked: boolean; rtwFollowUpDate: string | null; rtwReviewNeeded: boolean } {
  const standing = rtwStanding(checks, today);
  tally[standing.status] += 1;
  tally.checks += checks.length;
  if (standing.reviewNeeded) tally.toReview += 1;
  return {
    rtwChecked: standing.status !== 'none',
    rtwFollowUpDate: standing.followUpDate,
    rtwReviewNeeded: standing.reviewNeeded,
  };
}

/** The checks of this run's workers and the workers' standing today (docs/domain.md, "Right-to-work checks"). */
export function rtwSummary(rtw: RtwTally): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  return (
    `Recorded ${n(rtw.checks)} right-to-work checks: ${n(rtw.continuous)} continuous, ${n(rtw.due)} due, ` +
    `${n(rtw['due-soon'])} due soon, ${n(rtw.lapsed)} lapsed, ${n(rtw.none)} without a check, ` +
    `${n(rtw.toReview)} derived from a document and to review (no evidence files).`
  );
}
