import type { ReportFilters } from '../../../../shared/api/reports.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { reportFieldLabels, reportStatusLabels } from './report-types.ts';

/**
 * One line saying what a Recent Reports entry was generated with (docs/domain.md: "filters"),
 * e.g. "Status: Active; 01/05/2025 to 31/05/2025; Agency: Mill Staffing; Fields: Payroll details".
 * The agency is named by the caller (the entry holds its id).
 */
export function describeReportFilters(filters: ReportFilters, agencyName: (id: number) => string): string {
  const parts: string[] = [];
  if (filters.status !== 'all') parts.push(`Status: ${reportStatusLabels[filters.status]}`);
  const from = formatEnGbDate(filters.from);
  const to = formatEnGbDate(filters.to);
  if (from && to) parts.push(`${from} to ${to}`);
  else if (from) parts.push(`From ${from}`);
  else if (to) parts.push(`Up to ${to}`);
  if (filters.agencyId !== null) parts.push(`Agency: ${agencyName(filters.agencyId)}`);
  if (filters.includeLeft) parts.push('Left workers included');
  if (filters.followUpDue) parts.push('Follow-ups due within 30 days or lapsed');
  if (filters.fields.length > 0) parts.push(`Fields: ${filters.fields.map((f) => reportFieldLabels[f]).join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : 'No filters';
}
