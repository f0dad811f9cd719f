import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { WorkerExportBody } from '../../../shared/api/workers.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import type { AppContext } from '../../context.ts';
import { CSV_CONTENT_TYPE, streamCsv } from '../../lib/csv-writer.ts';
import { streamXlsxBySize } from '../../lib/xlsx-thread.ts';
import { XLSX_CONTENT_TYPE, type CellValue } from '../../lib/xlsx-writer.ts';
import { recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { selectedWorkersCondition } from '../workers/workers-list.service.ts';
import { workerExportColumns, workerExportRow } from './worker-export.columns.ts';
import * as repo from './worker-export.repository.ts';

/** Rows read per query: big enough to keep the query count low, small enough to keep memory flat. */
const BATCH_SIZE = 2000;

export type WorkerExportFile = { fileName: string; contentType: string; stream: Readable };

/**
 * Which workers an export holds (docs/domain.md): authorised = the Authorised tab, pending = the
 * Pending tab, filtered = the given ids or else the list filters of the screen. Always within what
 * the user may see: a client user's ids of other agencies are dropped silently, like unknown ids.
 */
function exportCondition(body: WorkerExportBody, user: SessionUser, today: string): SQL | undefined {
  if (body.dataSource === 'authorised') return selectedWorkersCondition({ user, filter: { tab: 'authorised' }, today });
  if (body.dataSource === 'pending') return selectedWorkersCondition({ user, filter: { tab: 'pending' }, today });
  if (body.workerIds) return selectedWorkersCondition({ user, workerIds: [...new Set(body.workerIds)], today });
  return selectedWorkersCondition({ user, filter: body.filters ?? {}, today });
}

/** What the audit keeps: the kind of export and its size, never a person's data (a search text can be a name). */
function auditChanges(body: WorkerExportBody, rowCount: number): FieldChange[] {
  const changes: FieldChange[] = [
    { field: 'exportType', to: body.exportType },
    { field: 'dataSource', to: body.dataSource },
    { field: 'rowCount', to: rowCount },
  ];
  if (body.dataSource === 'filtered' && body.workerIds) changes.push({ field: 'workerIds', to: body.workerIds.length });
  else if (body.dataSource === 'filtered' && body.filters) {
    const used = Object.entries(body.filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k]) => k);
    changes.push({ field: 'filters', to: used });
  }
  return changes;
}

async function* exportRows(ctx: AppContext, condition: SQL | undefined): AsyncGenerator<CellValue[][]> {
  for await (const batch of repo.readExportedWorkers(ctx.db, condition, BATCH_SIZE)) yield batch.map(workerExportRow);
}

/**
 * Starts a worker export: checks and audits first (a failure here is a normal JSON error), then
 * hands back a stream that reads the workers in batches while the client downloads.
 */
export async function startWorkerExport(
  ctx: AppContext,
  user: SessionUser,
  body: WorkerExportBody,
  meta: { ip: string | null },
): Promise<WorkerExportFile> {
  const today = todayInLondon(ctx.now());
  const condition = exportCondition(body, user, today);
  const rowCount = await repo.countExportedWorkers(ctx.db, condition);
  await recordAudit(ctx.db, {
    actor: user,
    action: 'export',
    entityType: 'worker',
    changes: auditChanges(body, rowCount),
    ip: meta.ip,
  });

  const batches = exportRows(ctx, condition);
  if (body.exportType === 'csv') {
    const headers = workerExportColumns.map((c) => c.header);
    return {
      fileName: `workers-export-${today}.csv`,
      contentType: CSV_CONTENT_TYPE,
      stream: streamCsv({ headers, batches }),
    };
  }
  return {
    fileName: `workers-export-${today}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    stream: streamXlsxBySize({ sheetName: 'Workers', columns: workerExportColumns, batches }),
  };
}
