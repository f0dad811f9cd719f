import type { Readable } from 'node:stream';
import type { AuditExportQuery } from '../../../shared/api/audit.ts';
import { withholdValues } from '../../../shared/domain/audit-fields.ts';
import { auditFieldChanges, changedFieldNames, describeChanges } from '../../../shared/domain/audit-trail.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import type { AppContext } from '../../context.ts';
import { CSV_CONTENT_TYPE, streamCsv } from '../../lib/csv-writer.ts';
import type { CellValue } from '../../lib/xlsx-writer.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { resolveFilter } from './audit-trail.service.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { readAuditEntries, type AuditTrailFilter, type ExportedAuditRow } from './audit.repository.ts';

/** Rows read per query: few queries, flat memory. */
const BATCH_SIZE = 2000;

export const auditCsvHeaders = [
  'Entry ID',
  'When (UK time)',
  'When (UTC)',
  'Actor ID',
  'Actor email',
  'Action',
  'Entity type',
  'Entity ID',
  'Fields changed',
  'Changes',
  'IP address',
] as const;

/** One CSV row; every text cell is made formula-safe by the CSV writer (src/shared/domain/spreadsheet-safety.ts). */
export const auditCsvRow = (r: ExportedAuditRow): CellValue[] => [
  r.id,
  r.whenUk,
  r.whenUtc,
  r.userId,
  r.userEmail,
  r.action,
  r.entityType,
  r.entityId,
  changedFieldNames(r.changes).join(', '),
  // Values withheld on reading too, as on the screen (docs/domain.md, "Audit trail").
  describeChanges(withholdValues(r.entityType, auditFieldChanges(r.changes))),
  r.ipAddress,
];

async function* csvBatches(ctx: AppContext, filter: AuditTrailFilter | null): AsyncGenerator<CellValue[][]> {
  if (!filter) return;
  for await (const batch of readAuditEntries(ctx.db, filter, BATCH_SIZE)) yield batch.map(auditCsvRow);
}

export type AuditExportFile = { fileName: string; contentType: string; stream: Readable };

/**
 * GET /api/admin/audit-trail/export: every entry the trail's filters match, newest first, as CSV
 * streamed batch by batch. The export itself is audited first (who, which filters; the values of
 * the filters are left out, as an e-mail can be one), so taking the trail away leaves a trace.
 */
export async function startAuditExport(
  ctx: AppContext,
  user: SessionUser,
  query: AuditExportQuery,
  meta: { ip: string | null },
): Promise<AuditExportFile> {
  const filter = await resolveFilter(ctx.db, query);
  const used = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name]) => name);
  await recordAudit(ctx.db, {
    actor: user,
    action: 'export',
    entityType: 'audit_trail',
    changes: [{ field: 'filters', to: used }],
    ip: meta.ip,
  });
  return {
    fileName: `audit-trail-${todayInLondon()}.csv`,
    contentType: CSV_CONTENT_TYPE,
    stream: streamCsv({ headers: auditCsvHeaders, batches: csvBatches(ctx, filter) }),
  };
}
