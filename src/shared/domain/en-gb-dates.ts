import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are typed DD/MM/YYYY, must be real calendar days, and are stored YYYY-MM-DD (docs/domain.md). */
export const EN_GB_DATE_MESSAGE = 'Must be a real date in DD/MM/YYYY format';

/*
 * A bulk import checks two dates a row, 100,000 rows a file (docs/domain.md), and dayjs's strict
 * parse costs ~5 µs a value and ~20 µs on one that fails. So the shape is checked by a pattern first
 * and the answers for days already checked are kept (in this process's memory only; a file's dates
 * repeat: a few thousand days cover its birth dates and start dates).
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EN_GB_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAYS_KEPT = 50_000;
const checkedDays = new Map<string, boolean>();

export function parseEnGbDate(value: string): string | null {
  const parts = EN_GB_DATE.exec(value.trim());
  if (!parts) return null;
  const iso = `${parts[3]}-${parts[2]}-${parts[1]}`;
  return isIsoDate(iso) ? iso : null;
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  let isDay = checkedDays.get(value);
  if (isDay === undefined) {
    isDay = dayjs(value, 'YYYY-MM-DD', true).isValid();
    if (checkedDays.size >= DAYS_KEPT) checkedDays.clear();
    checkedDays.set(value, isDay);
  }
  return isDay;
}

/** YYYY-MM-DD shown as DD/MM/YYYY; anything else is returned as it came. */
export function formatEnGbDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('DD/MM/YYYY') : iso;
}

/** "Today" in Europe/London (docs/domain.md), as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return dayjs(now).tz('Europe/London').format('YYYY-MM-DD');
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  return dayjs(iso, 'YYYY-MM-DD', true).add(days, 'day').format('YYYY-MM-DD');
}

/** Excel counts days from 1899-12-30 (for serials after its phantom 29/02/1900). */
const EXCEL_EPOCH = dayjs.utc('1899-12-30');
/** Five-digit serials only (1927 to 2173): a shorter number is far more likely a typing slip than a date. */
const EXCEL_SERIAL = /^\d{5}(\.\d+)?$/;

/** An Excel date serial (a date cell saved as a number, maybe with a time as the fraction) as YYYY-MM-DD, or null. */
export function parseExcelSerialDate(value: string): string | null {
  const text = value.trim();
  if (!EXCEL_SERIAL.test(text)) return null;
  return EXCEL_EPOCH.add(Math.floor(Number(text)), 'day').format('YYYY-MM-DD');
}

/**
 * Adds calendar months to a YYYY-MM-DD date; a day the target month lacks becomes that month's last
 * day (31/01 + 1 month = 28/02 or 29/02; 31/03 + 1 month = 30/04), as dayjs adds months.
 */
export function addMonths(iso: string, months: number): string {
  return dayjs(iso, 'YYYY-MM-DD', true).add(months, 'month').format('YYYY-MM-DD');
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to, 'YYYY-MM-DD', true).diff(dayjs.utc(from, 'YYYY-MM-DD', true), 'day');
}

/**
 * Adds calendar years to a YYYY-MM-DD date; 29 February becomes 28 February in a year without one,
 * as dayjs adds years (and as PostgreSQL adds an interval of years).
 */
export function addYears(iso: string, years: number): string {
  return dayjs(iso, 'YYYY-MM-DD', true).add(years, 'year').format('YYYY-MM-DD');
}

/** The last day of the UK tax year a YYYY-MM-DD date falls in: the 5 April on or after it. */
export function ukTaxYearEnd(iso: string): string {
  const day = dayjs(iso, 'YYYY-MM-DD', true);
  const end = day.month(3).date(5);
  return (day.isAfter(end, 'day') ? end.add(1, 'year') : end).format('YYYY-MM-DD');
}

/** The last UK tax year end (5 April) on or before a YYYY-MM-DD date. */
export function lastUkTaxYearEndBy(iso: string): string {
  const end = ukTaxYearEnd(iso);
  return end === iso ? end : dayjs(end, 'YYYY-MM-DD', true).subtract(1, 'year').format('YYYY-MM-DD');
}

/** The instant a YYYY-MM-DD day begins in Europe/London (midnight, GMT or BST). */
export function startOfLondonDay(iso: string): Date {
  return dayjs.tz(iso, 'YYYY-MM-DD', 'Europe/London').toDate();
}
