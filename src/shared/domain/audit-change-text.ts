import { auditFieldRule, type AuditValueFormat, type KeptFieldChange } from './audit-fields.ts';

/** How the audit trail reads a kept change on the screen (docs/domain.md, "Audit trail"); which values are kept is audit-fields.ts. */

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A kept value as the screen reads it: £ for pence, DD/MM/YYYY for days, London time for instants, Yes/No. */
export function auditValueText(value: unknown, format: AuditValueFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => auditValueText(v, format)).join(', ');
  if (format === 'pence' && typeof value === 'number')
    return `£${(value / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (format === 'yesNo' && typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (format === 'day' && typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  if (format === 'instant' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return london.format(new Date(value)).replace(',', '');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One change as a line of the trail: 'Fee: £12.50 → £15.00', 'Status: active' (set), 'Status: was
 * active' (removed), or 'Notes: changed (value withheld)' for a withheld field.
 */
export function auditChangeText(entityType: string, change: KeptFieldChange): string {
  const rule = auditFieldRule(entityType, change.field);
  const hasFrom = 'from' in change && change.from !== undefined;
  const hasTo = 'to' in change && change.to !== undefined;
  if (!rule.shown || (!hasFrom && !hasTo)) return `${rule.label}: changed (value withheld)`;
  const from = auditValueText(change.from, rule.format);
  const to = auditValueText(change.to, rule.format);
  if (!hasFrom) return `${rule.label}: ${to}`;
  if (!hasTo) return `${rule.label}: was ${from}`;
  return `${rule.label}: ${from} → ${to}`;
}
