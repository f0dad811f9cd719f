import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, desc, eq } from 'drizzle-orm';
import type { Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  accessRequests,
  agencies,
  agencyAccessLogs,
  bulkActionRows,
  bulkActions,
  feedback,
  jobDeadLetters,
  jobRuns,
  legalHolds,
  loginAudits,
  loginThrottles,
  mfaFactors,
  mfaRecoveryCodes,
  notificationPreferences,
  passkeys,
  passwordResetTokens,
  purgeRuns,
  rateLimitHits,
  reportHistory,
  retentionSettings,
  rtwCheckEvidence,
  rtwChecks,
  sessions,
  subjectAccessRequests,
  users,
  webauthnChallenges,
  workerErasures,
  workerImportBatches,
  workerImportBatchWorkers,
  workerImportMappings,
  workerImportRows,
  workerImportSessions,
  workers,
} from '../../src/server/db/schema/index.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';

/**
 * Rows for the tables the demo seed leaves empty (sign-in, second factor, imports, reports,
 * retention...), a few each, with files where a row names one: the restore drill
 * (scripts/restore-drill.ts) then carries a row of every table and a file of every kind.
 */
export async function seedOtherTables(db: Db, config: Pick<Config, 'dataDir' | 'fileStore'>): Promise<void> {
  const staff = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(2);
  const [admin, other] = [staff[0]!.id, (staff[1] ?? staff[0]!).id];
  const [worker] = await db.select({ id: workers.id }).from(workers).orderBy(asc(workers.id)).limit(1);
  const [lastWorker] = await db.select({ id: workers.id }).from(workers).orderBy(desc(workers.id)).limit(1);
  const [agency] = await db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)).limit(1);
  const [check] = await db.select({ id: rtwChecks.id }).from(rtwChecks).where(eq(rtwChecks.workerId, worker!.id));
  const soon = new Date(Date.now() + 24 * 3600 * 1000);
  const token = () => crypto.randomBytes(16).toString('hex');
  const files = fileStoreFor(config);
  const save = (bytes: string, ext: string, store = files) => store.save(Readable.from([Buffer.from(bytes)]), ext);

  const sessionId = token();
  await db.insert(sessions).values({ id: sessionId, userId: admin, expiresAt: soon, ipAddress: '192.0.2.10' });
  await db
    .insert(webauthnChallenges)
    .values({ sessionId, purpose: 'registration', challenge: token(), expiresAt: soon });
  await db.insert(mfaFactors).values({ userId: admin, secretEncrypted: `v1.${token()}`, enabledAt: new Date() });
  await db.insert(mfaRecoveryCodes).values([0, 1].map(() => ({ userId: admin, codeHash: token() })));
  await db.insert(passkeys).values({
    userId: admin,
    credentialId: token(),
    publicKey: token(),
    transports: ['internal'],
    name: 'Drill laptop',
  });
  await db.insert(passwordResetTokens).values({ userId: other, tokenHash: token(), expiresAt: soon });
  await db.insert(loginThrottles).values({ key: 'account:drill', windowStartedAt: new Date(), attempts: 2 });
  await db.insert(rateLimitHits).values({ key: 'drill:192.0.2.10', windowEndsAt: soon, hits: 3 });
  await db.insert(loginAudits).values({ userId: admin, email: 'drill@example.com', loginStatus: 'success' });
  await db.insert(accessRequests).values({ firstName: 'Dana', lastName: 'Drill', email: 'dana.drill@example.com' });
  await db.insert(agencyAccessLogs).values({ agencyId: agency!.id, userId: admin, userName: 'Drill Admin' });
  await db
    .insert(feedback)
    .values({ userId: other, title: 'Drill', description: 'A restore drill.', category: 'other' });
  await db
    .insert(notificationPreferences)
    .values({ userId: other, kind: 'ticket-assigned', inApp: true, email: 'off' });
  await db.insert(jobRuns).values({ job: 'daily-reminders', runKey: '2025-06-30', summary: { sent: 0 } });
  await db
    .insert(jobDeadLetters)
    .values({ job: 'nightly-purge', runKey: '2025-06-29', attempts: 3, errorCode: '57P01' });
  await db.insert(legalHolds).values({ entityType: 'worker', entityId: worker!.id, reason: 'Tribunal', setBy: admin });
  await db.insert(retentionSettings).values({ retentionClass: 'audit_entries', years: 7, updatedBy: admin });
  await db.insert(purgeRuns).values({ asOf: '2025-06-30', dryRun: true, counts: { audit_entries: 0 }, ranBy: admin });
  await db.insert(subjectAccessRequests).values({
    workerId: worker!.id,
    receivedDate: '2025-06-01',
    dueDate: '2025-07-01',
    createdBy: admin,
  });

  const evidence = await save('%PDF-1.4 drill evidence', 'pdf');
  await db.insert(rtwCheckEvidence).values({
    checkId: check!.id,
    storedFileName: evidence.name,
    originalFileName: 'share-code-check.pdf',
    mimeType: 'application/pdf',
    sizeBytes: evidence.sizeBytes,
  });
  const report = await save('\uFEFFName,Status\r\nDrill,Active\r\n', 'csv', fileStoreFor(config, 'reports'));
  await db.insert(reportHistory).values({
    type: 'workers',
    format: 'csv',
    fileName: 'workers.csv',
    storedFileName: report.name,
    filters: {
      status: 'all',
      from: null,
      to: null,
      agencyId: null,
      fields: [],
      includeLeft: false,
      followUpDue: false,
    },
    rowCount: 1,
    byteSize: report.sizeBytes,
    generatedBy: admin,
    generatedByName: 'Drill Admin',
    expiresAt: soon,
  });
  const upload = await save('First Name,Last Name\r\nDana,Drill\r\n', 'csv');
  const [session] = await db
    .insert(workerImportSessions)
    .values({
      userId: admin,
      fileName: 'workers.csv',
      fileKind: 'csv',
      headers: ['First Name', 'Last Name'],
      storedFile: upload.name,
      totalRows: 1,
      expiresAt: soon,
    })
    .returning({ id: workerImportSessions.id });
  await db
    .insert(workerImportRows)
    .values({ sessionId: session!.id, rowIndex: 0, rowNumber: 2, cells: ['Dana', 'Drill'] });
  await db.insert(workerImportMappings).values({
    userId: admin,
    headersKey: 'first name|last name',
    columnMappings: { 'First Name': 'firstName', 'Last Name': 'lastName' },
  });
  const [batch] = await db
    .insert(workerImportBatches)
    .values({ userId: admin, fileName: 'workers.csv', createdCount: 1, updatedCount: 0, skippedCount: 0 })
    .returning({ id: workerImportBatches.id });
  await db
    .insert(workerImportBatchWorkers)
    .values({ batchId: batch!.id, workerId: worker!.id, kind: 'created', updatedAt: new Date() });
  // A bulk action with its row's state before it, and an erasure's kept identity (the last worker's).
  const [bulk] = await db
    .insert(bulkActions)
    .values({
      userId: admin,
      entityType: 'worker',
      action: 'leave',
      params: { p45Date: '2026-11-27' },
      selected: 1,
      succeeded: 1,
      failed: 0,
      undoUntil: soon,
    })
    .returning({ id: bulkActions.id });
  await db.insert(bulkActionRows).values({
    bulkActionId: bulk!.id,
    entityId: worker!.id,
    before: { status: 'active', p45Date: null },
    version: '2026-11-27 10:00:00.000001+00',
  });
  await db.insert(workerErasures).values({
    workerId: lastWorker!.id,
    erasedAt: new Date(),
    erasedBy: admin,
    firstName: 'Erased',
    lastName: 'Drill',
    removed: [{ what: 'contact details', count: null }],
  });
}
