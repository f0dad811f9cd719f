import crypto from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import type { Db } from '../../src/server/db/client.ts';
import { workers } from '../../src/server/db/schema/index.ts';
import type { FileStore } from '../../src/server/lib/file-store.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import {
  allocateIds,
  deferTrigramIndexing,
  documentColumnNames,
  insertJsonRows,
  mergeDeferredTrigramEntries,
  rtwCheckColumnNames,
  serialSequence,
  workerColumnNames,
} from './bulk-insert.ts';
import { seedDemoDataProtection, type SeedDataProtectionResult } from './demo-data-protection.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoSavedViews } from './demo-saved-views.ts';
import { seedAgencyRecords } from './demo-agencies.ts';
import { seedDemoAudit, type SeedAuditResult } from './demo-audit.ts';
import { seedDemoPayroll, type SeedPayrollResult } from './demo-payroll.ts';
import { seedDemoTickets, type SeedTicketsResult } from './demo-tickets.ts';
import { storeDocumentFiles } from './demo-documents.ts';
import {
  buildDemoRtwChecks,
  emptyRtwTally,
  standingColumns,
  type DemoRtwCheck,
  type RtwTally,
} from './demo-rtw-checks.ts';
import {
  buildDemoDocuments,
  buildDemoWorker,
  createNiNumberPool,
  type DemoDocument,
  type DemoRefs,
  type DemoWorker,
} from './generators.ts';
import { createRng, type Rng } from './random.ts';
import { ensureAgencies, ensurePayrollCompanies } from './reference-data.ts';

export type SeedDemoOptions = {
  workers: number;
  /** Tickets to add about the workers and agencies in the database (issue 12); default none. */
  tickets?: number;
  /** Weeks of payroll for the authorised, not-left workers in the database (issue 13); default none. */
  payrollWeeks?: number;
  /** Audit entries about the records in the database, by its users (issue 15); default none. */
  auditEntries?: number;
  /** Rows per INSERT, each in its own transaction (docs/domain.md "Conventions of the code": never row by row). */
  chunkSize?: number;
  /** Same seed, same data (apart from NI numbers already taken); default random. */
  seed?: number;
  /** Where document files go. Without a store no documents are created: a row without its file would fail to download. */
  fileStore?: FileStore | undefined;
  /** Share of workers given documents; default 0.2 ... */
  documentShare?: number;
  /** ... but at most this many workers (default 3000): each document is a file, and files are slow to write. */
  maxWorkersWithDocuments?: number;
  today?: string;
  now?: Date;
  log?: (line: string) => void;
};

export type SeedDemoResult = {
  workers: number;
  documents: number;
  workersWithDocuments: number;
  agencies: number;
  /** Demo agencies given their contacts, terms, logs, comments and documents on this run. */
  agenciesWithRecords: number;
  agencyDocuments: number;
  payrollCompanies: number;
  tickets: SeedTicketsResult;
  payroll: SeedPayrollResult;
  audit: SeedAuditResult;
  /** This run's workers' right-to-work checks, and their standing today. */
  rtw: RtwTally;
  /** Document expiry notifications made for the users in the database. */
  notifications: number;
  /** Legal holds and subject access requests (made once per database). */
  dataProtection: SeedDataProtectionResult;
  /** Views shared by the first administrator (docs/domain.md, "Saved views"). */
  savedViews: number;
  elapsedMs: number;
};

const DEFAULT_CHUNK = 5000;

/**
 * Adds `workers` realistic UK workers (with ~50 agencies and 8 payroll companies, created when
 * absent, and documents with real PDF files when a file store is given). Creates no user accounts.
 * Running it again adds more workers: NI numbers already in the database are never reused.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = performance.now();
  const seed = options.seed ?? crypto.randomInt(2 ** 31);
  const rng = createRng(seed);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  const agencyRefs = await ensureAgencies(db, createRng(1));
  const payrollCompanyIds = await ensurePayrollCompanies(db);
  // Its own generator, so the workers of a given seed stay the same with or without these records.
  const agencyRecords = await seedAgencyRecords(db, {
    agencyIds: agencyRefs.map((a) => a.id),
    rng: createRng(3),
    now: options.now ?? new Date(),
    today: options.today ?? todayInLondon(),
    fileStore: options.fileStore,
  });
  const plan: ChunkPlan = {
    rng,
    refs: { agencies: agencyRefs, payrollCompanyIds },
    today: options.today ?? todayInLondon(),
    now: options.now ?? new Date(),
    niNumber: createNiNumberPool(rng, await existingNiNumbers(db)),
    // Employee references are unique per run: DEMO-<run>-000001.
    run: seed.toString(36).toUpperCase().slice(-4).padStart(4, '0'),
    sequence: await serialSequence(db, 'workers'),
    fileStore: options.fileStore,
    // Its own generator, so the workers of a given seed stay the same with or without checks.
    rtwRng: createRng(seed + 6),
    rtwSequence: await serialSequence(db, 'rtw_checks'),
    staffIds: await staffUserIds(db),
    rtw: emptyRtwTally(),
    documentShare: options.fileStore
      ? Math.min(options.documentShare ?? 0.2, (options.maxWorkersWithDocuments ?? 3000) / Math.max(1, options.workers))
      : 0,
  };

  const total = { workers: 0, documents: 0, workersWithDocuments: 0 };
  for (let offset = 0; offset < options.workers; offset += chunkSize) {
    const added = await seedChunk(db, plan, offset, Math.min(chunkSize, options.workers - offset));
    total.workers += added.workers;
    total.documents += added.documents;
    total.workersWithDocuments += added.workersWithDocuments;
    if (total.workers % 20_000 === 0 || total.workers === options.workers) {
      options.log?.(
        `  ${total.workers.toLocaleString('en-GB')} workers (${Math.round(performance.now() - started)} ms)`,
      );
    }
  }
  await mergeDeferredTrigramEntries(db);
  // Fresh statistics so the planner uses the list and search indexes on the new rows straight away,
  // and a vacuum so index-only scans work and PostgreSQL's autovacuum has nothing left to do later.
  await db.execute(sql`vacuum (analyze) workers`);
  if (total.documents > 0) await db.execute(sql`vacuum (analyze) worker_documents`);
  if (plan.rtw.checks > 0) await db.execute(sql`vacuum (analyze) rtw_checks`);
  // After the workers, so tickets can be about this run's workers too; its own generator, as above.
  const tickets = await seedDemoTickets(db, {
    count: options.tickets ?? 0,
    rng: createRng(seed + 4),
    now: options.now ?? new Date(),
    log: options.log,
  });
  // Last, so every authorised worker in the database, this run's included, is paid.
  const payroll = await seedDemoPayroll(db, {
    weeks: options.payrollWeeks ?? 0,
    seed,
    now: options.now ?? new Date(),
    log: options.log,
  });
  // After everything it can point at; its own generator, as above.
  const audit = await seedDemoAudit(db, {
    count: options.auditEntries ?? 0,
    rng: createRng(seed + 5),
    now: options.now ?? new Date(),
    log: options.log,
  });
  // After the documents: the bell's reminders of the last weeks for the users there.
  const notifications = await seedDemoNotifications(db, { now: options.now ?? new Date(), log: options.log });
  const dataProtection = await seedDemoDataProtection(db, {
    today: options.today ?? todayInLondon(),
    now: options.now ?? new Date(),
  });
  const savedViews = await seedDemoSavedViews(db, options.log);

  return {
    ...total,
    rtw: plan.rtw,
    notifications,
    dataProtection,
    savedViews,
    agencies: agencyRefs.length,
    agenciesWithRecords: agencyRecords.agencies,
    agencyDocuments: agencyRecords.documents,
    payrollCompanies: payrollCompanyIds.length,
    tickets,
    payroll,
    audit,
    elapsedMs: performance.now() - started,
  };
}

type ChunkPlan = {
  rng: Rng;
  refs: DemoRefs;
  today: string;
  now: Date;
  niNumber: () => string;
  run: string;
  sequence: string;
  fileStore: FileStore | undefined;
  documentShare: number;
  rtwRng: Rng;
  rtwSequence: string;
  /** Who the checks name: the staff users there (none: no one). */
  staffIds: readonly number[];
  rtw: RtwTally;
};

/** One chunk: its workers and documents built, the documents' files written, then the rows inserted in one transaction. */
async function seedChunk(db: Db, plan: ChunkPlan, offset: number, size: number) {
  const { rng, today, now } = plan;
  const ids = await allocateIds(db, plan.sequence, size);
  const rows: DemoWorker[] = [];
  const documents: (DemoDocument & { workerId: number })[] = [];
  let workersWithDocuments = 0;
  for (let i = 0; i < size; i += 1) {
    const employeeReference = `DEMO-${plan.run}-${String(offset + i + 1).padStart(6, '0')}`;
    const worker = {
      id: ids[i]!,
      ...buildDemoWorker(rng, plan.refs, { today, now, niNumber: plan.niNumber, employeeReference }),
    };
    rows.push(worker);
    if (rng.chance(plan.documentShare)) {
      workersWithDocuments += 1;
      documents.push(...buildDemoDocuments(rng, worker, today).map((d) => ({ ...d, workerId: worker.id })));
    }
  }
  const checks = await addRtwChecks(db, plan, rows);
  const stored = plan.fileStore ? await storeDocumentFiles(plan.fileStore, documents) : [];
  try {
    await db.transaction(async (tx) => {
      await deferTrigramIndexing(tx);
      await insertJsonRows(tx, 'workers', workerColumnNames, rows);
      await insertJsonRows(tx, 'rtw_checks', rtwCheckColumnNames, checks);
      if (stored.length > 0)
        await insertJsonRows(
          tx,
          'worker_documents',
          documentColumnNames,
          stored.map((d) => ({ ...d, createdAt: now, updatedAt: now })),
        );
    });
  } catch (error) {
    await Promise.all(stored.map((d) => plan.fileStore!.remove(d.storedFileName)));
    throw error;
  }
  return { workers: size, documents: stored.length, workersWithDocuments };
}

/**
 * The chunk's right-to-work checks (scripts/seed/demo-rtw-checks.ts), ids from the table's sequence
 * in the order recorded, and each worker's standing columns set from them before the workers' INSERT.
 */
async function addRtwChecks(db: Db, plan: ChunkPlan, rows: DemoWorker[]) {
  const byWorker = rows.map((worker) =>
    buildDemoRtwChecks(plan.rtwRng, worker, { today: plan.today, staffIds: plan.staffIds }),
  );
  const ids = await allocateIds(
    db,
    plan.rtwSequence,
    byWorker.reduce((n, c) => n + c.length, 0),
  );
  const checks: (DemoRtwCheck & { id: number; workerId: number; createdAt: Date; updatedAt: Date })[] = [];
  let next = 0;
  for (let w = 0; w < rows.length; w += 1) {
    const worker = rows[w]!;
    const own = byWorker[w]!.map((check) => {
      const at = new Date(`${check.checkDate}T${String(9 + (next % 8)).padStart(2, '0')}:30:00Z`);
      return { ...check, id: ids[next++]!, workerId: worker.id!, createdAt: at, updatedAt: at };
    });
    Object.assign(worker, standingColumns(own, plan.today, plan.rtw));
    checks.push(...own);
  }
  return checks;
}

/** The active staff users' ids (admin, finance, support), as the tickets' assignees. */
async function staffUserIds(db: Db): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users
      where role in ('admin', 'finance', 'support') and is_active and deleted_at is null order by id`),
  );
  return rows.map((r) => r.id);
}

async function existingNiNumbers(db: Db): Promise<string[]> {
  const rows = await db.select({ niNumber: workers.niNumber }).from(workers).where(isNotNull(workers.niNumber));
  return rows.map((r) => r.niNumber!);
}
