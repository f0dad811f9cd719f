import type { AuditTrailAnswer, AuditTrailQuery } from '../../../shared/api/admin.ts';
import type { LoginAuditQuery, LoginAuditStats, LoginAuditsAnswer, UserStats } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { countRequestStats } from '../access-requests/access-requests.service.ts';
import { countUserStats } from '../users/users.service.ts';
import * as repo from './admin.repository.ts';

/** The four stat cards of the Admin Control Panel (part 3 section 2). */
export async function getUserStats(ctx: AppContext): Promise<UserStats> {
  const [usersPart, requestsPart] = await Promise.all([countUserStats(ctx), countRequestStats(ctx)]);
  return { ...usersPart, ...requestsPart };
}

/** Login audit list (part 3 section 7): 100 a page by default, rows in the spec's snake_case. */
export async function listLoginAudits(ctx: AppContext, query: LoginAuditQuery): Promise<LoginAuditsAnswer> {
  const filter = { email: query.email, status: query.status, fromDate: query.fromDate, toDate: query.toDate };
  const [rows, total] = await Promise.all([
    repo.listLoginAudits(ctx.db, filter, query.limit, (query.page - 1) * query.limit),
    repo.countLoginAudits(ctx.db, filter),
  ]);
  const audits = rows.map((r) => ({
    id: r.id,
    login_at: r.loginAt.toISOString(),
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    login_status: r.loginStatus,
    failure_reason: r.failureReason,
    ip_address: r.ipAddress,
  }));
  return { audits, total, page: query.page, limit: query.limit };
}

export async function getLoginAuditStats(ctx: AppContext): Promise<LoginAuditStats> {
  const s = await repo.loginAuditStats(ctx.db);
  return {
    total_logins: s.total,
    successful_logins: s.successful,
    failed_logins: s.failed,
    unique_users: s.uniqueUsers,
    logins_last_24h: s.last24h,
    logins_last_7d: s.last7d,
  };
}

/** The audit trail (DECISIONS section 4): who, when, what, which fields, personal values already masked. */
export async function listAuditTrail(ctx: AppContext, query: AuditTrailQuery): Promise<AuditTrailAnswer> {
  const { page, pageSize, ...filter } = query;
  const [rows, total] = await Promise.all([
    repo.listAuditEntries(ctx.db, filter, pageSize, (page - 1) * pageSize),
    repo.countAuditEntries(ctx.db, filter),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userEmail: r.userEmail,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    changes: r.changes,
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize };
}
