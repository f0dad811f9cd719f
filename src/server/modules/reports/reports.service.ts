import type { Readable } from 'node:stream';
import {
  FOLLOW_UP_FILTER_RTW_ONLY,
  reportFileName,
  type ReportQuery,
  type ReportType,
} from '../../../shared/api/reports.ts';
import { agencyMessages } from '../../../shared/domain/agency-fields.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { DATE_RANGE_MESSAGE } from '../../../shared/domain/date-range.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import type { ReportContext } from '../../../shared/domain/reports/report-cells.ts';
import { reportLayout, reportNeeds } from '../../../shared/domain/reports/report-columns.ts';
import {
  isReversedReportRange,
  mayGenerateReport,
  reportFiltersOf,
} from '../../../shared/domain/reports/report-filters.ts';
import type { TurnTaking } from '../../lib/turn-taking.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { countComplianceByAgency } from '../workers/workers-figures.service.ts';
import { readReportAgencies } from './report-agencies.repository.ts';
import {
  agencyReportConditions,
  payrollReportConditions,
  workerReportConditions,
  type ReportSelection,
  type WorkerReportKind,
} from './report-conditions.ts';
import { streamAndKeep } from './report-file.ts';
import { keepReport, PAY_FIGURES_FORBIDDEN, reportStore } from './report-history.service.ts';
import { readReportPayroll } from './report-payroll.repository.ts';
import { readReportWorkers } from './report-workers.repository.ts';
import { streamReport } from './report-writers.ts';

/**
 * Rows read per query: few queries, flat memory (docs/domain.md "Reports"). Larger batches did not
 * read faster on PGlite and cost more garbage collection (a batch lives long enough to be promoted).
 */
export const REPORT_BATCH_SIZE = 2000;
/**
 * Payroll records are small arrays of numbers: 5,000 a query read a million about 10% faster than
 * 2,000, but on PGlite a request arriving during a batch waits for its end, so 2,000 (docs/decisions/0025-long-work-gives-way.md).
 */
export const PAYROLL_REPORT_BATCH_SIZE = 2000;

const sheetNames: Record<ReportType, string> = {
  workers: 'Workers',
  agencies: 'Agencies',
  payroll: 'Payroll',
  compliance: 'Compliance',
  rtw: 'Right to Work',
  p45: 'P45',
};

export type ReportDownload = { fileName: string; contentType: string; stream: Readable };

/**
 * Rows handed to the writer at a time: writing them is CPU on the event loop (a CSV's lines; a small
 * .xlsx's sheet XML, about 2 ms for 250 rows of the payroll report; for a big .xlsx, written in a
 * work thread, turning the rows into cells and copying them across, ADR 0029).
 */
const WRITE_SLICE_ROWS = 250;

/**
 * The batches as they pass, counted (the history entry's row count), in slices of WRITE_SLICE_ROWS
 * with a turn for other users' requests in flight before each (docs/decisions/0025-long-work-gives-way.md;
 * no pause: the reading pauses between its batches).
 */
async function* counted<Row>(
  batches: AsyncIterable<Row[]>,
  counter: { rows: number },
  turns: Pick<TurnTaking, 'between'>,
): AsyncGenerator<Row[]> {
  for await (const batch of batches) {
    for (let from = 0; from < batch.length; from += WRITE_SLICE_ROWS) {
      if (counter.rows > 0) await turns.between(0);
      const slice = batch.slice(from, from + WRITE_SLICE_ROWS);
      counter.rows += slice.length;
      yield slice;
    }
  }
}

type Plan = ReturnType<typeof planReport>;

/** Checks a report request and settles what it reads: refusals here are normal JSON errors, before any byte. */
function planReport(user: SessionUser, type: ReportType, query: ReportQuery) {
  const filters = reportFiltersOf(query);
  if (!mayGenerateReport(user.role, type, filters.fields)) throw forbidden(PAY_FIGURES_FORBIDDEN);
  if (isReversedReportRange(filters)) throw badRequest(DATE_RANGE_MESSAGE);
  if (filters.followUpDue && type !== 'rtw') throw badRequest(FOLLOW_UP_FILTER_RTW_ONLY);
  const scope = agencyScopeOf(user);
  // A client user's reports cover its own agency; naming another answers like a missing agency.
  if (
    filters.agencyId !== null &&
    scope.kind !== 'all' &&
    !(scope.kind === 'agency' && scope.agencyId === filters.agencyId)
  )
    throw notFound(agencyMessages.notFound);
  return { type, format: query.format, filters, scope, layout: reportLayout(type, filters.fields) };
}

/** A planned report's bytes: its rows read in batches, counted, and written in its format. */
function writeReport(ctx: AppContext, plan: Plan, context: ReportContext, counter: { rows: number }) {
  const { filters, layout, format } = plan;
  const selection: ReportSelection = { scope: plan.scope, ...filters, today: context.today };
  const batchSize = REPORT_BATCH_SIZE;
  const turns = ctx.turns;
  const sheetName = sheetNames[plan.type];
  if (layout.rows === 'payroll') {
    const rows = readReportPayroll(ctx.db, {
      ...payrollReportConditions(selection),
      needs: reportNeeds(layout.columns),
      batchSize: PAYROLL_REPORT_BATCH_SIZE,
      turns,
    });
    return streamReport({
      format,
      sheetName,
      columns: layout.columns,
      context,
      batches: counted(rows, counter, turns),
    });
  }
  if (layout.rows === 'agencies') {
    const rows = withCompliance(
      ctx,
      readReportAgencies(ctx.db, { condition: agencyReportConditions(selection), batchSize, turns }),
      context,
    );
    return streamReport({
      format,
      sheetName,
      columns: layout.columns,
      context,
      batches: counted(rows, counter, turns),
    });
  }
  const condition = workerReportConditions(plan.type as WorkerReportKind, selection);
  const rows = readReportWorkers(ctx.db, {
    condition,
    needs: reportNeeds(layout.columns),
    scope: plan.scope,
    batchSize,
    turns,
    // The follow-ups due read soonest first (docs/domain.md "Reports").
    order: plan.type === 'rtw' && filters.followUpDue ? 'followUp' : 'id',
  });
  return streamReport({
    format,
    sheetName,
    columns: layout.columns,
    context,
    batches: counted(rows, counter, turns),
  });
}

/** Each agency's compliant / authorised workers: the workers area's figure (the dashboard's), read once. */
async function* withCompliance<Row extends { id: number }>(
  ctx: AppContext,
  batches: AsyncIterable<Row[]>,
  context: ReportContext,
) {
  const byAgency = new Map((await countComplianceByAgency(ctx.db, context.today)).map((r) => [r.agencyId, r]));
  for await (const batch of batches)
    yield batch.map((row) => ({
      ...row,
      compliantWorkers: byAgency.get(row.id)?.compliant ?? 0,
      authorisedWorkers: byAgency.get(row.id)?.total ?? 0,
    }));
}

/**
 * GET /api/reports/{type} (docs/domain.md "Reports"): checks, writes
 * the audit entry, then streams the report while keeping a copy for Recent Reports. The history
 * entry is written once the whole file is (streamAndKeep); an abandoned download leaves none.
 */
export async function generateReport(
  ctx: AppContext,
  user: SessionUser,
  type: ReportType,
  query: ReportQuery,
  meta: { ip: string | null },
): Promise<ReportDownload> {
  const requestedAt = new Date();
  const plan = planReport(user, type, query);
  await recordAudit(ctx.db, {
    actor: user,
    action: 'report_generated',
    entityType: 'report',
    changes: [
      { field: 'type', to: type },
      { field: 'format', to: plan.format },
      ...Object.entries(plan.filters).map(([field, to]) => ({ field, to })),
    ],
    ip: meta.ip,
  });
  // Today by the app's clock, as the screens' right-to-work standing (docs/domain.md "Right-to-work checks").
  const context: ReportContext = { today: todayInLondon(ctx.now()) };
  const counter = { rows: 0 };
  const fileName = reportFileName(type, plan.format);
  const { contentType, stream } = writeReport(ctx, plan, context, counter);
  const kept = streamAndKeep({
    source: stream,
    store: reportStore(ctx.config),
    ext: plan.format,
    keep: (file) =>
      keepReport(ctx, {
        user,
        type,
        format: plan.format,
        fileName,
        filters: plan.filters,
        rowCount: counter.rows,
        file,
        requestedAt,
      }),
  });
  return { fileName, contentType, stream: kept };
}
