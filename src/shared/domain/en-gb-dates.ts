import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are typed DD/MM/YYYY, must be real calendar days, and are stored YYYY-MM-DD (part 1 section 5). */
export const EN_GB_DATE_MESSAGE = 'Must be a real date in DD/MM/YYYY format';

export function parseEnGbDate(value: string): string | null {
  const d = dayjs(value.trim(), 'DD/MM/YYYY', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

export function isIsoDate(value: string): boolean {
  return dayjs(value, 'YYYY-MM-DD', true).isValid();
}

/** YYYY-MM-DD shown as DD/MM/YYYY; anything else is returned as it came. */
export function formatEnGbDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('DD/MM/YYYY') : iso;
}

/** "Today" in Europe/London (DECISIONS section 4), as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return dayjs(now).tz('Europe/London').format('YYYY-MM-DD');
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  return dayjs(iso, 'YYYY-MM-DD', true).add(days, 'day').format('YYYY-MM-DD');
}
