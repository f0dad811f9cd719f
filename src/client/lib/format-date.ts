import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * How every screen shows a moment, in Europe/London (docs/domain.md): the day DD/MM/YYYY, and
 * an instant (a sign-in, a log entry) DD/MM/YYYY HH:mm, e.g. 17/05/2024 14:03. A missing or
 * unreadable value shows as a dash.
 */
function toLondon(value: string | null | undefined): dayjs.Dayjs | null {
  if (!value) return null;
  // Read as the browser reads it (a bare YYYY-MM-DD is midnight UTC), then shown in London.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : dayjs(at).tz('Europe/London');
}

export function formatDate(value: string | null | undefined): string {
  return toLondon(value)?.format('DD/MM/YYYY') ?? '—';
}

export function formatDateTime(value: string | null | undefined): string {
  return toLondon(value)?.format('DD/MM/YYYY HH:mm') ?? '—';
}
