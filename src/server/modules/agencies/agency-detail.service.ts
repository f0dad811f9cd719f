import type { AgencyDetail, AgencyWorker, AgencyWorkerPage } from '../../../shared/api/agencies.ts';
import type { AgencyCommercial, EnhancedAgency, EnhancedAgencyQuery } from '../../../shared/api/agency-enhanced.ts';
import { ACCESS_LOG_LIMIT } from '../../../shared/domain/agencies.ts';
import { agencyDocumentsSummary } from '../../../shared/domain/agency-documents.ts';
import { communicationPeriodStart } from '../../../shared/domain/agency-periods.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { penceToPounds } from '../../../shared/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { listAgencyPayrollRecords } from '../payroll/payroll.service.ts';
import { findVisibleAgency } from './agency-access.ts';
import * as repo from './agencies.repository.ts';
import { authorName, toAgency } from './agencies.presenter.ts';
import * as contacts from './agency-contacts.repository.ts';
import * as documents from './agency-documents.repository.ts';
import * as records from './agency-records.repository.ts';
import { toAccessLog, toComment, toContact, toLog } from './agency-records.presenter.ts';

/** The first page of each list a detail answer carries; the totals say how many there are. */
const FIRST_PAGE = 50;

const toWorker = (row: Awaited<ReturnType<typeof repo.listWorkersOfAgency>>[number]): AgencyWorker => ({
  ...row,
  position: null,
});

/** Opening an agency's detail is recorded: who, when, from which address (docs/domain.md). */
async function recordAccess(ctx: AppContext, user: SessionUser, agencyId: number, meta: RequestMeta) {
  await records.insertAccessLog(ctx.db, { agencyId, userId: user.id, userName: authorName(user), ipAddress: meta.ip });
}

/** GET /api/agencies/{id}: the agency, the first 50 workers by name and the newest 50 comments. */
export async function getAgencyDetail(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<AgencyDetail> {
  const { agency, workerCount } = await findVisibleAgency(ctx.db, user, id);
  await recordAccess(ctx, user, id, meta);
  const [workers, workersTotal, comments, commentsTotal] = await Promise.all([
    repo.listWorkersOfAgency(ctx.db, id, FIRST_PAGE, 0),
    repo.countWorkersOfAgency(ctx.db, id),
    records.listComments(ctx.db, id, FIRST_PAGE, 0),
    records.countComments(ctx.db, id),
  ]);
  return {
    agency: toAgency(agency, workerCount),
    workers: workers.map(toWorker),
    comments: comments.map(toComment),
    workersTotal,
    commentsTotal,
  };
}

/**
 * GET /api/agencies/{id}/enhanced (docs/domain.md, Agencies): the agency and its lists, each a page (an
 * agency with 5,000 workers answers 50 of them and the total). Payroll records: the newest 50 paid
 * while the worker was with this agency (the payroll area's records), and how many there are.
 */
export async function getEnhancedAgency(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  query: EnhancedAgencyQuery,
  meta: RequestMeta,
): Promise<EnhancedAgency> {
  const { agency, workerCount } = await findVisibleAgency(ctx.db, user, id);
  await recordAccess(ctx, user, id, meta);
  const from = communicationPeriodStart(query.period);
  const { workersPage, workersPageSize } = query;
  const [contactRows, workers, workersTotal, logs, logsTotal, comments, commentsTotal, access, expiries, payroll] =
    await Promise.all([
      contacts.listContacts(ctx.db, id),
      repo.listWorkersOfAgency(ctx.db, id, workersPageSize, (workersPage - 1) * workersPageSize),
      repo.countWorkersOfAgency(ctx.db, id),
      records.listLogs(ctx.db, id, from, { limit: FIRST_PAGE, offset: 0 }),
      records.countLogs(ctx.db, id, from),
      records.listComments(ctx.db, id, FIRST_PAGE, 0),
      records.countComments(ctx.db, id),
      records.listAccessLogs(ctx.db, id, ACCESS_LOG_LIMIT),
      documents.listExpiryDates(ctx.db, id),
      listAgencyPayrollRecords(ctx.db, id, FIRST_PAGE),
    ]);
  return {
    ...toAgency(agency, workerCount),
    contacts: contactRows.map(toContact),
    communicationLogs: logs.map(toLog),
    comments: comments.map(toComment),
    workers: workers.map(toWorker),
    payrollRecords: payroll.records.map((record) => ({
      id: record.id,
      weekEnding: record.weekEnding,
      payDate: record.payDate,
      workerId: record.workerId,
      workerName: record.workerName,
      grossPay: record.grossPay,
      netPay: record.netPay,
      hoursWorked: null,
    })),
    payrollRecordsTotal: payroll.total,
    accessLogs: access.map(toAccessLog),
    workersTotal,
    workersPage,
    workersPageSize,
    communicationLogsTotal: logsTotal,
    commentsTotal,
    documentsSummary: agencyDocumentsSummary(expiries, todayInLondon()),
  };
}

/** GET /api/agencies/{id}/workers: one page of the agency's workers by name. */
export async function listAgencyWorkers(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  page: number,
  pageSize: number,
): Promise<AgencyWorkerPage> {
  await findVisibleAgency(ctx.db, user, id);
  const [rows, total] = await Promise.all([
    repo.listWorkersOfAgency(ctx.db, id, pageSize, (page - 1) * pageSize),
    repo.countWorkersOfAgency(ctx.db, id),
  ]);
  return { items: rows.map(toWorker), total, page, pageSize };
}

/** GET /api/agencies/{id}/commercial (docs/domain.md, Agencies). */
export async function getCommercial(ctx: AppContext, user: SessionUser, id: number): Promise<AgencyCommercial> {
  const { agency } = await findVisibleAgency(ctx.db, user, id);
  const shown = toAgency(agency);
  return {
    agencyId: agency.id,
    fee: penceToPounds(agency.feePence),
    invoiceFrequency: agency.invoiceFrequency,
    paymentTerms: agency.paymentTerms,
    timesheetSubmission: shown.timesheetSubmission,
    commercialNotes: agency.commercialNotes,
  };
}
