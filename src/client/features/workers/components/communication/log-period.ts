import dayjs from 'dayjs';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';

/** The communication log's date filter (docs/domain.md): today, week (7 days), month (30 days), all. */
export const logPeriods = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'all', label: 'All' },
] as const;
export type LogPeriod = (typeof logPeriods)[number]['value'];

const periodDays: Record<Exclude<LogPeriod, 'today' | 'all'>, number> = { week: 7, month: 30 };

/** Is the moment inside the period? Today is the calendar day in Europe/London; week and month look back 7 and 30 days. */
export function isInPeriod(createdAt: string, period: LogPeriod, now: Date = new Date()): boolean {
  if (period === 'all') return true;
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) return false;
  if (period === 'today') return todayInLondon(at) === todayInLondon(now);
  return at.getTime() >= dayjs(now).subtract(periodDays[period], 'day').valueOf();
}

/** The entries of the period, newest first. */
export function logsOfPeriod<T extends { createdAt: string; id: number }>(
  logs: readonly T[],
  period: LogPeriod,
  now: Date = new Date(),
): T[] {
  return logs
    .filter((log) => isInPeriod(log.createdAt, period, now))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
