import { z } from 'zod';
import { optionalDateFilter, text } from './common.ts';
import { paged } from './admin.ts';

/** Audit trail filters (DECISIONS section 4); from/to are Europe/London days, inclusive. */
export const auditTrailQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  entityType: text().trim().max(50).optional(),
  action: text().trim().max(50).optional(),
  userEmail: text().trim().max(254).optional(),
  from: optionalDateFilter,
  to: optionalDateFilter,
});
export type AuditTrailQuery = z.infer<typeof auditTrailQuery>;

export const auditEntry = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  changes: z.unknown(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditTrailAnswer = paged(auditEntry);
export type AuditTrailAnswer = z.infer<typeof auditTrailAnswer>;
