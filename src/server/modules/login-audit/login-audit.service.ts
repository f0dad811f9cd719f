import { pageSlice } from '../../lib/page-slice.ts';
import type { LoginAuditQuery, LoginAuditStats, LoginAuditsAnswer } from '../../../shared/api/login-audit.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './login-audit.repository.ts';

export type LoginAttempt = {
  email: string;
  userId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  loginStatus: 'success' | 'failed';
  failureReason?: string | null;
};

/** One row per sign-in attempt, in the caller's transaction when given one (auth's sign-in). */
export async function recordLoginAttempt({ db, attempt }: { db: DbOrTx; attempt: LoginAttempt }): Promise<void> {
  await repo.insertLoginAudit(db, attempt);
}

/** Whether the account signed in successfully from this address since `since` (its usual address, ADR 0009). */
export async function hasSignedInFrom({
  db,
  email,
  ip,
  since,
}: {
  db: DbOrTx;
  email: string;
  ip: string;
  since: Date;
}): Promise<boolean> {
  return repo.hasSignedInFrom(db, email, ip, since);
}

/** Login audit list (docs/domain.md): 100 a page by default, rows in the spec's snake_case. */
export async function listLoginAudits(ctx: AppContext, query: LoginAuditQuery): Promise<LoginAuditsAnswer> {
  const filter = { email: query.email, status: query.status, fromDate: query.fromDate, toDate: query.toDate };
  const total = await repo.countLoginAudits(ctx.db, filter);
  const rows = await repo.listLoginAudits(
    ctx.db,
    filter,
    pageSlice(total, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  );
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
