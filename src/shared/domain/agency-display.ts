import { todayInLondon } from './en-gb-dates.ts';

/** Status badges (docs/domain.md, Agencies): each status its label and colour; an unknown value a neutral badge. */
const statusBadges: Record<string, { label: string; colour: string }> = {
  active: { label: 'Active', colour: 'green' },
  on_hold: { label: 'On Hold', colour: 'yellow' },
  left: { label: 'Left', colour: 'orange' },
  going_bust: { label: 'Going Bust', colour: 'red' },
};
export const NEUTRAL_COLOUR = 'gray';

export function agencyStatusBadge(status: string | null | undefined): { label: string; colour: string } {
  const known = status ? statusBadges[status] : undefined;
  return known ?? { label: status || 'Unknown', colour: NEUTRAL_COLOUR };
}
export const agencyStatusLabel = (status: string | null | undefined) => agencyStatusBadge(status).label;

/** Whole calendar days from one YYYY-MM-DD to another. */
function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * "Added ... ago" (docs/domain.md, Agencies): days, then months after 30 days, then years after 365,
 * counted in calendar days in Europe/London. A month is 30 days and a year 365.
 */
export function addedAgo(createdAt: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, daysBetween(todayInLondon(new Date(createdAt)), todayInLondon(now)));
  if (days === 0) return 'Added today';
  if (days <= 30) return `Added ${plural(days, 'day')} ago`;
  if (days <= 365) return `Added ${plural(Math.floor(days / 30), 'month')} ago`;
  return `Added ${plural(Math.floor(days / 365), 'year')} ago`;
}
