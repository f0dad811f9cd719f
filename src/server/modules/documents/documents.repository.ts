import { and, asc, between, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, workerDocuments, workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { liveWorker } from '../../lib/live-workers.ts';

export type DocumentRow = typeof workerDocuments.$inferSelect;
export type DocumentWithUploader = DocumentRow & { uploadedByName: string | null };

const uploaderName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

export async function insertDocument(db: DbOrTx, values: typeof workerDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(workerDocuments).values(values).returning();
  return row!;
}

/** A worker's documents, newest first, with the uploader's name. */
export async function listDocumentsOfWorker(db: DbOrTx, workerId: number): Promise<DocumentWithUploader[]> {
  const rows = await db
    .select({ document: workerDocuments, uploadedByName: uploaderName })
    .from(workerDocuments)
    .leftJoin(users, eq(users.id, workerDocuments.uploadedBy))
    .where(eq(workerDocuments.workerId, workerId))
    .orderBy(desc(workerDocuments.createdAt), desc(workerDocuments.id));
  return rows.map((r) => ({ ...r.document, uploadedByName: r.uploadedByName }));
}

export async function findDocumentOfWorker(
  db: DbOrTx,
  workerId: number,
  documentId: number,
): Promise<DocumentWithUploader | undefined> {
  const [row] = await db
    .select({ document: workerDocuments, uploadedByName: uploaderName })
    .from(workerDocuments)
    .leftJoin(users, eq(users.id, workerDocuments.uploadedBy))
    .where(and(eq(workerDocuments.id, documentId), eq(workerDocuments.workerId, workerId)))
    .limit(1);
  return row && { ...row.document, uploadedByName: row.uploadedByName };
}

export async function deleteDocument(db: DbOrTx, documentId: number): Promise<DocumentRow | undefined> {
  const [row] = await db.delete(workerDocuments).where(eq(workerDocuments.id, documentId)).returning();
  return row;
}

/** Type and expiry of a worker's documents: what the compliance summary needs. */
export async function listComplianceFacts(db: DbOrTx, workerId: number) {
  return db
    .select({ documentType: workerDocuments.documentType, expiryDate: workerDocuments.expiryDate })
    .from(workerDocuments)
    .where(eq(workerDocuments.workerId, workerId));
}

/**
 * Documents with an expiry date in [from, to] of live workers who have not left, soonest first; a range
 * scan on worker_documents_expiry_idx; only the workers within the scope (a client's own agency's).
 */
export async function listExpiringBetween(
  db: DbOrTx,
  range: { from: string; to: string; scope: AgencyScope; limit: number },
) {
  return db
    .select({
      id: workerDocuments.id,
      workerId: workerDocuments.workerId,
      workerName: sql<string>`concat_ws(' ', ${workers.firstName}, ${workers.lastName})`,
      documentType: workerDocuments.documentType,
      fileName: workerDocuments.originalFileName,
      expiryDate: workerDocuments.expiryDate,
    })
    .from(workerDocuments)
    .innerJoin(workers, eq(workers.id, workerDocuments.workerId))
    .where(
      and(
        between(workerDocuments.expiryDate, range.from, range.to),
        ne(workers.status, 'left'),
        liveWorker(),
        agencyScopeCondition(range.scope, workers.agencyId),
      ),
    )
    .orderBy(asc(workerDocuments.expiryDate), asc(workerDocuments.id))
    .limit(range.limit);
}

/**
 * A page of the documents with an expiry date in [from, to] of live workers not left within the
 * scope, soonest first, and how many there are (My Work, docs/domain.md "My work").
 */
export async function pageExpiringBetween(
  db: DbOrTx,
  range: { from: string; to: string; scope: AgencyScope; limit: number; offset: number },
) {
  const where = and(
    between(workerDocuments.expiryDate, range.from, range.to),
    ne(workers.status, 'left'),
    liveWorker(),
    agencyScopeCondition(range.scope, workers.agencyId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(workerDocuments)
    .innerJoin(workers, eq(workers.id, workerDocuments.workerId))
    .where(where);
  const rows = await db
    .select({
      id: workerDocuments.id,
      workerId: workerDocuments.workerId,
      workerName: sql<string>`concat_ws(' ', ${workers.firstName}, ${workers.lastName})`,
      documentType: workerDocuments.documentType,
      expiryDate: workerDocuments.expiryDate,
    })
    .from(workerDocuments)
    .innerJoin(workers, eq(workers.id, workerDocuments.workerId))
    .where(where)
    .orderBy(asc(workerDocuments.expiryDate), asc(workerDocuments.id))
    .limit(range.limit)
    .offset(range.offset);
  return { rows: rows.map((r) => ({ ...r, expiryDate: r.expiryDate! })), total: total?.n ?? 0 };
}
