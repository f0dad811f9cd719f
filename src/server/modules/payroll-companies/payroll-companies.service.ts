import type { z } from 'zod';
import {
  payrollCompanyMessages as messages,
  type createPayrollCompanyBody,
  type PayrollCompany,
  type updatePayrollCompanyBody,
} from '../../../shared/api/payroll-companies.ts';
import { agencyScopeOf, allAgencies } from '../../../shared/domain/agency-scope.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { diffForAudit, fieldsOnly, recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './payroll-companies.repository.ts';

type NewPayrollCompany = z.output<typeof createPayrollCompanyBody>;
type PayrollCompanyChanges = z.output<typeof updatePayrollCompanyBody>;

function toPayrollCompany(row: repo.PayrollCompanyRow, workerCount: number): PayrollCompany {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    payeReference: row.payeReference,
    supplierName: row.supplierName,
    internalReference: row.internalReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    _count: { workers: workerCount },
  };
}

const duplicateName = () => new AppError('DUPLICATE_NAME', messages.duplicateName);

/**
 * Every company (the worker form lists them), with its worker count under _count.workers (docs/domain.md).
 * A client user counts only its own agency's workers: other agencies' numbers are not its business.
 */
export async function listPayrollCompanies(ctx: AppContext, user: SessionUser): Promise<PayrollCompany[]> {
  const rows = await repo.listWithWorkerCounts(ctx.db, agencyScopeOf(user));
  return rows.map((r) => toPayrollCompany(r.company, r.workerCount));
}

export async function createPayrollCompany(
  ctx: AppContext,
  user: SessionUser,
  body: NewPayrollCompany,
  meta: RequestMeta,
): Promise<PayrollCompany> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertPayrollCompany(tx, body);
    if (!created) throw duplicateName();
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'payroll_company',
      entityId: created.id,
      changes: fieldsOnly(body),
      ip: meta.ip,
    });
    return created;
  });
  return toPayrollCompany(row, 0);
}

export async function updatePayrollCompany(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: PayrollCompanyChanges,
  meta: RequestMeta,
): Promise<PayrollCompany> {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as Partial<NewPayrollCompany>;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findByIdForUpdate(tx, id);
    if (!before) throw notFound(messages.notFound);
    const updated = await repo.updatePayrollCompany(tx, id, changes);
    if (updated === 'duplicate') throw duplicateName();
    if (!updated) throw notFound(messages.notFound);
    const diff = diffForAudit(before, changes);
    if (diff.length > 0)
      await recordAudit(tx, {
        actor: user,
        action: 'update',
        entityType: 'payroll_company',
        entityId: id,
        changes: diff,
        ip: meta.ip,
      });
    return updated;
  });
  return toPayrollCompany(row, await repo.countWorkersOf(ctx.db, id, agencyScopeOf(user)));
}

/**
 * Refused with 409 while workers are paid through the company, so no worker silently loses it
 * (docs/domain.md, Payroll companies). The row is locked first: no worker can be assigned meanwhile.
 */
export async function deletePayrollCompany(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findByIdForUpdate(tx, id);
    if (!row) throw notFound(messages.notFound);
    const workerCount = await repo.countWorkersOf(tx, id, allAgencies);
    if (workerCount > 0) throw new AppError('CONFLICT', messages.stillUsed, { workerCount });
    await repo.deletePayrollCompany(tx, id);
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'payroll_company',
      entityId: id,
      changes: [{ field: 'name', from: row.name }],
      ip: meta.ip,
    });
  });
}

/** Payroll companies' names by id, read now: the audit trail's Entity column (docs/domain.md, "Audit trail"). */
export async function payrollCompanyNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findPayrollCompanyNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}
