import { todayInLondon } from './en-gb-dates.ts';
import type { CommunicationPeriod } from './agencies.ts';

/** The instant today began in Europe/London (00:00 local; 23:00 UTC the day before in summer). */
export function startOfLondonDay(now: Date = new Date()): Date {
  const day = todayInLondon(now);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const anHourEarlier = new Date(midnightUtc - 3_600_000);
  return todayInLondon(anHourEarlier) === day ? anHourEarlier : new Date(midnightUtc);
}

/**
 * Where a communication period starts (docs/domain.md, Agencies): today from London midnight, week the
 * last 7 days, month the last 30; none (or 'all') means no limit.
 */
export function communicationPeriodStart(
  period: CommunicationPeriod | '' | 'all' | undefined,
  now: Date = new Date(),
): Date | null {
  switch (period) {
    case 'today':
      return startOfLondonDay(now);
    case 'week':
      return new Date(now.getTime() - 7 * 86_400_000);
    case 'month':
      return new Date(now.getTime() - 30 * 86_400_000);
    default:
      return null;
  }
}
