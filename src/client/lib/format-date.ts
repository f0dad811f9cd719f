import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatEnGbDate } from '../../shared/domain/en-gb-dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * How every screen shows a moment, in Europe/London (docs/domain.md): the day DD/MM/YYYY, and
 * an instant (a sign-in, a log entry) DD/MM/YYYY HH:mm, e.g. 17/05/2024 14:03. A missing or
 * unreadable value shows as MISSING, the one marker of a missing date on screen; only a spreadsheet
 * cell leaves it empty (the import review grid's cells, the server's CSV and .xlsx files).
 */
export const MISSING = '—';

function toLondon(value: string | null | undefined): dayjs.Dayjs | null {
  if (!value) return null;
  // Read as the browser reads it (a bare YYYY-MM-DD is midnight UTC), then shown in London.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : dayjs(at).tz('Europe/London');
}

export function formatDate(value: string | null | undefined): string {
  return toLondon(value)?.format('DD/MM/YYYY') ?? MISSING;
}

export function formatDateTime(value: string | null | undefined): string {
  return toLondon(value)?.format('DD/MM/YYYY HH:mm') ?? MISSING;
}

/** To the second (DD/MM/YYYY HH:mm:ss): in the audit trail two changes in one minute must still read apart. */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  return toLondon(value)?.format('DD/MM/YYYY HH:mm:ss') ?? MISSING;
}

/** A calendar day held YYYY-MM-DD (a birth date, an expiry) as DD/MM/YYYY, never shifted by a time zone. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatEnGbDate(value) : MISSING;
}
