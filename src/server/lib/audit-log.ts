import { withholdValues } from '../../shared/domain/audit-fields.ts';
import type { DbOrTx } from '../db/client.ts';
import { columnNames, insertJsonRows } from '../db/json-rows.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * The one writer of the audit trail (docs/domain.md, "Audit trail"): every module records its
 * changes here, below the modules, so that none depends on the audit module, which reads the trail
 * back and names its entities from the modules that own them.
 */
export type Actor = { id: number; email: string } | null;

/** Fields whose values never reach the audit log: only the fact that they changed (docs/domain.md). */
const maskedFields = new Set([
  'password',
  'passwordHash',
  'email',
  'phone',
  'niNumber',
  'sortCode',
  'accountNumber',
  'accountName',
  'dateOfBirth',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postCode',
  'immigrationShareCode',
  'bacsReference',
  'contactName',
  'contactEmail',
  'contactPhone',
  'firstName',
  'lastName',
  'token',
]);

export type FieldChange = { field: string; from?: unknown; to?: unknown };

/** Which fields differ between before and after, personal values masked. */
export function diffForAudit(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes.push(maskedFields.has(field) ? { field } : { field, from, to });
  }
  return changes;
}

/** Lists the changed field names only, for creations and other entries with personal data. */
export const fieldsOnly = (values: Record<string, unknown>): FieldChange[] =>
  Object.keys(values).map((field) => (maskedFields.has(field) ? { field } : { field, to: values[field] }));

export async function recordAudit(
  db: DbOrTx,
  entry: {
    actor: Actor;
    action: string;
    entityType: string;
    entityId?: number | string | null;
    changes?: FieldChange[] | null;
    ip?: string | null;
  },
) {
  await db.insert(auditLog).values({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    // Values only where the entity type's table shows them (docs/domain.md, "Audit trail").
    changes: entry.changes ? withholdValues(entry.entityType, entry.changes) : null,
    ipAddress: entry.ip ?? null,
  });
}

export type AuditEntry = {
  actor: Actor;
  action: string;
  entityType: string;
  entityId?: number | string | null;
  changes?: FieldChange[] | null;
  ip?: string | null;
};

const auditColumns = columnNames(auditLog);

/**
 * Many entries in one INSERT (docs/domain.md "Conventions of the code": bulk writes never go row
 * by row): a bulk action's entry per row, each its own entry, with the same masking as recordAudit.
 */
export async function recordAuditEntries(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    changes: entry.changes ? withholdValues(entry.entityType, entry.changes) : null,
    ipAddress: entry.ip ?? null,
  }));
  // A chunk per statement keeps one JSON parameter within bounds however many rows a caller brings.
  for (let start = 0; start < rows.length; start += 5000)
    await insertJsonRows(db, 'audit_log', auditColumns, rows.slice(start, start + 5000));
}
