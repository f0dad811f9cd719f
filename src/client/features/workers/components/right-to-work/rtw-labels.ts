import type { RtwCheck } from '../../../../../shared/api/rtw-checks.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import { isShareCodeStale, type RtwStatus } from '../../../../../shared/domain/right-to-work.ts';

export const rtwStatusColors: Record<RtwStatus, string> = {
  none: 'orange',
  continuous: 'green',
  due: 'blue',
  'due-soon': 'yellow',
  lapsed: 'red',
};

/** A history row's follow-up: its date, 'None needed' for a passing check without one, else nothing. */
export function followUpText(check: Pick<RtwCheck, 'followUpDate' | 'outcome'>): string | null {
  if (check.followUpDate) return formatEnGbDate(check.followUpDate);
  return check.outcome === 'pass' ? 'None needed' : null;
}

/** The latest check's share code was given more than 90 days before `today`: it cannot be used again. */
export function latestShareCodeIsStale(checks: readonly Pick<RtwCheck, 'shareCodeGivenOn'>[], today: string): boolean {
  const givenOn = checks[0]?.shareCodeGivenOn;
  return givenOn ? isShareCodeStale(givenOn, today) : false;
}
