import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { AuditEntry } from '../../../../shared/api/audit.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When an entry was written, in Europe/London to the second (DD/MM/YYYY HH:mm:ss, en-GB): in a
 * trail, two changes in one minute must still read apart. A missing or unreadable value is a dash.
 */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  if (!value) return '—';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '—' : dayjs(at).tz('Europe/London').format('DD/MM/YYYY HH:mm:ss');
}

/** Who made a change: the address it was made under, else the account id, else 'Not signed in' (a public form, a reset link, a script). */
export function actorOf(entry: Pick<AuditEntry, 'userEmail' | 'userId'>): string {
  if (entry.userEmail) return entry.userEmail;
  if (entry.userId !== null) return `User #${entry.userId}`;
  return 'Not signed in';
}
