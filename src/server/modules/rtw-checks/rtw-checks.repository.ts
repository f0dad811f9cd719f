import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rtwCheckEvidence, rtwChecks, users } from '../../db/schema/index.ts';

export type RtwCheckRow = typeof rtwChecks.$inferSelect;
export type RtwCheckWithChecker = RtwCheckRow & { checkedByName: string | null };
export type RtwEvidenceRow = typeof rtwCheckEvidence.$inferSelect;

const checkerName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

export async function insertCheck(db: DbOrTx, values: typeof rtwChecks.$inferInsert): Promise<RtwCheckRow> {
  const [row] = await db.insert(rtwChecks).values(values).returning();
  return row!;
}

export async function insertEvidence(
  db: DbOrTx,
  values: (typeof rtwCheckEvidence.$inferInsert)[],
): Promise<RtwEvidenceRow[]> {
  if (values.length === 0) return [];
  return db.insert(rtwCheckEvidence).values(values).returning();
}

/** A worker's checks, latest first (by check date, then the order recorded: rtw_checks_worker_idx), with the checker's name. */
export async function listChecksOfWorker(db: DbOrTx, workerId: number): Promise<RtwCheckWithChecker[]> {
  const rows = await db
    .select({ check: rtwChecks, checkedByName: checkerName })
    .from(rtwChecks)
    .leftJoin(users, eq(users.id, rtwChecks.checkedBy))
    .where(eq(rtwChecks.workerId, workerId))
    .orderBy(desc(rtwChecks.checkDate), desc(rtwChecks.id));
  return rows.map((r) => ({ ...r.check, checkedByName: r.checkedByName }));
}

/** The evidence of the given checks, in the order uploaded. */
export async function listEvidenceOfChecks(db: DbOrTx, checkIds: readonly number[]): Promise<RtwEvidenceRow[]> {
  if (checkIds.length === 0) return [];
  return db
    .select()
    .from(rtwCheckEvidence)
    .where(inArray(rtwCheckEvidence.checkId, [...checkIds]))
    .orderBy(rtwCheckEvidence.id);
}

/** What the standing needs of each of a worker's checks. */
export async function listStandingFacts(db: DbOrTx, workerId: number) {
  return db
    .select({
      id: rtwChecks.id,
      method: rtwChecks.method,
      checkDate: rtwChecks.checkDate,
      permissionEndDate: rtwChecks.permissionEndDate,
      noticeDate: rtwChecks.noticeDate,
      applicationPending: rtwChecks.applicationPending,
      outcome: rtwChecks.outcome,
    })
    .from(rtwChecks)
    .where(eq(rtwChecks.workerId, workerId));
}

/** One evidence file, only when it belongs to that check of that worker. */
export async function findEvidence(
  db: DbOrTx,
  ids: { workerId: number; checkId: number; evidenceId: number },
): Promise<RtwEvidenceRow | undefined> {
  const [row] = await db
    .select({ evidence: rtwCheckEvidence })
    .from(rtwCheckEvidence)
    .innerJoin(rtwChecks, eq(rtwChecks.id, rtwCheckEvidence.checkId))
    .where(
      and(
        eq(rtwCheckEvidence.id, ids.evidenceId),
        eq(rtwCheckEvidence.checkId, ids.checkId),
        eq(rtwChecks.workerId, ids.workerId),
      ),
    )
    .limit(1);
  return row?.evidence;
}
