import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export async function insertAuditEntry(db: DbOrTx, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}
