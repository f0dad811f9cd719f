import { z } from 'zod';
import { optionalDateFilter, text } from './common.ts';
import { apiPath } from './paths.ts';

/** The login audit, under /api/admin. */
export const loginAuditPaths = {
  list: apiPath('/api/admin/login-audits'),
  stats: apiPath('/api/admin/login-audit-stats'),
};

/** Login audit list and stats (docs/domain.md, Admin Control Panel tab login-audit). */
export const loginAuditQuery = z.strictObject({
  email: text().trim().max(254).optional(),
  status: z.enum(['success', 'failed', '']).optional(),
  fromDate: optionalDateFilter,
  toDate: optionalDateFilter,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type LoginAuditQuery = z.infer<typeof loginAuditQuery>;

/** Login audit rows keep the spec's snake_case names (docs/domain.md). */
export const loginAudit = z.object({
  id: z.number(),
  login_at: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  login_status: z.string(),
  failure_reason: z.string().nullable(),
  ip_address: z.string().nullable(),
});
export type LoginAudit = z.infer<typeof loginAudit>;

export const loginAuditStats = z.object({
  total_logins: z.number(),
  successful_logins: z.number(),
  failed_logins: z.number(),
  unique_users: z.number(),
  logins_last_24h: z.number(),
  logins_last_7d: z.number(),
});
export type LoginAuditStats = z.infer<typeof loginAuditStats>;

export const loginAuditsAnswer = z.object({
  audits: z.array(loginAudit),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type LoginAuditsAnswer = z.infer<typeof loginAuditsAnswer>;
