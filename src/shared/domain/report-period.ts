import { isReversedDateRange } from './date-range.ts';
import { periodOf, type Period, type PeriodKind } from './payroll-periods.ts';

/**
 * Which days a dashboard report covers (docs/domain.md): the
 * spec's from and to when both are given, else the week (default) or month holding `date`
 * (default today in Europe/London). The charts step by the period's kind; a custom range steps by
 * week up to 31 days, by month beyond.
 */
export type ReportPeriod = Period & { period: PeriodKind | null; seriesKind: PeriodKind };
export type ReportPeriodInput = {
  period?: PeriodKind | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  latest?: 'true' | 'false' | undefined;
};

/** Whether the input asks for the latest period that has payroll (docs/domain.md "Which week a screen opens on"). */
export const asksLatest = (input: ReportPeriodInput) => input.latest === 'true';

export const reportPeriodMessages = {
  bothDates: 'Give both from and to, or neither',
  reversed: 'The From date must be on or before the To date',
  latestAlone: 'Ask for the latest period with a period kind alone, without a date or from and to',
} as const;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

export function reportPeriodOf(input: ReportPeriodInput, today: string): ReportPeriod | { problem: string } {
  if (asksLatest(input) && (input.date || input.from || input.to)) return { problem: reportPeriodMessages.latestAlone };
  if (!!input.from !== !!input.to) return { problem: reportPeriodMessages.bothDates };
  if (input.from && input.to) {
    if (isReversedDateRange(input.from, input.to)) return { problem: reportPeriodMessages.reversed };
    const seriesKind = input.period ?? (daysBetween(input.from, input.to) > 31 ? 'month' : 'week');
    return { from: input.from, to: input.to, period: null, seriesKind };
  }
  const kind = input.period ?? 'week';
  return { ...periodOf(kind, input.date ?? today), period: kind, seriesKind: kind };
}
