import { z } from 'zod';
import { idValue, optionalDateFilter, text } from './common.ts';
import { apiPath } from './paths.ts';

/** The audit trail, under /api/admin. */
export const auditPaths = {
  trail: apiPath('/api/admin/audit-trail'),
  export: apiPath('/api/admin/audit-trail/export'),
};

/**
 * The trail counts matches exactly up to this many; past it the total is the database's estimate
 * (totalIsEstimate), and a page is reached with before/after rather than a page number.
 */
export const AUDIT_COUNT_CAP = 10_000;
export const auditPageSizes = [20, 50, 100] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 50;

export const auditMessages = {
  beforeAndAfter: 'Give before or after, not both',
  pageTooDeep: `Page numbers reach the first ${AUDIT_COUNT_CAP.toLocaleString('en-GB')} entries; page on with before (the last entry's id)`,
} as const;

/** An id from a query string; empty means none (a cleared field of a form). */
const optionalId = z.union([z.literal(''), idValue]).optional();

/**
 * The filters of the trail and of its CSV (docs/domain.md "Admin, audit trail and help"):
 * the actor by account id (userId) and/or e-mail (userEmail, the whole address in any case), entity
 * type, entity id, action, and from/to as Europe/London days, inclusive. Empty values filter nothing.
 */
export const auditFilterFields = {
  userId: optionalId,
  userEmail: text().trim().toLowerCase().max(254).optional(),
  entityType: text().trim().max(50).optional(),
  entityId: text().trim().max(50).optional(),
  action: text().trim().max(50).optional(),
  from: optionalDateFilter,
  to: optionalDateFilter,
};
export const auditExportQuery = z.strictObject(auditFilterFields);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/**
 * One page of the trail, newest first. Without a cursor, page N skips (N - 1) x pageSize entries
 * (within the first AUDIT_COUNT_CAP). With before=<entry id> it holds the entries just older than
 * that entry, with after=<entry id> those just newer, at the same cost however deep: the screen
 * pages this way, and page is then only the number it shows.
 */
export const auditTrailQuery = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(DEFAULT_AUDIT_PAGE_SIZE),
    before: optionalId,
    after: optionalId,
    ...auditFilterFields,
  })
  .superRefine((q, issue) => {
    if (q.before && q.after) issue.addIssue({ code: 'custom', path: ['after'], message: auditMessages.beforeAndAfter });
    if (!q.before && !q.after && (q.page - 1) * q.pageSize >= AUDIT_COUNT_CAP)
      issue.addIssue({ code: 'custom', path: ['page'], message: auditMessages.pageTooDeep });
  });
export type AuditTrailQuery = z.infer<typeof auditTrailQuery>;

export const auditEntry = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /**
   * The entity's name as it is now (a worker's or user's full name, an agency's or payroll
   * company's name, a ticket's number), read when the trail is read and never stored in it; null
   * where the entity has none or is gone.
   */
  entityName: z.string().nullable(),
  /** [{ field, from?, to? }]: values only of the fields src/shared/domain/audit-fields.ts shows (docs/domain.md). */
  changes: z.unknown(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditTrailAnswer = z.object({
  items: z.array(auditEntry),
  /** Exact up to AUDIT_COUNT_CAP; past it the estimate, and totalIsEstimate is true. */
  total: z.number(),
  totalIsEstimate: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** The before= of the next, older page; null when no older entry matches. */
  nextCursor: z.number().nullable(),
  /** The after= of the previous, newer page; null when this page starts at the newest match. */
  previousCursor: z.number().nullable(),
});
export type AuditTrailAnswer = z.infer<typeof auditTrailAnswer>;
