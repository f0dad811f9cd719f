import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { agencies, payrollCompanies, workerDocuments, workers } from '../../src/server/db/schema/index.ts';
import type { FileStore } from '../../src/server/lib/file-store.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { workerDocumentTypes } from '../../src/shared/domain/worker-documents.ts';
import { demoPdf } from './demo-pdf.ts';
import { buildDemoDocuments, buildDemoWorker, createNiNumberPool, randomMobile, randomPostCode, type DemoAgency, type DemoDocument, type DemoWorker } from './generators.ts';
import { createRng, type Rng } from './random.ts';
import { agencyNames, businessTypes, dramaLandlinePrefixes, emailDomains, industryTypes, nationalities, payrollCompanyNames, streetNames, towns } from './uk-data.ts';

export type SeedDemoOptions = {
  workers: number;
  /** Rows per INSERT, each in its own transaction (DESIGN section 2: bulk paths never insert row by row). */
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
  payrollCompanies: number;
  elapsedMs: number;
};

const DEFAULT_CHUNK = 5000;
/** Files written at once while seeding documents. */
const FILE_CONCURRENCY = 32;

/**
 * Adds `workers` realistic UK workers (with ~50 agencies and 8 payroll companies, created when
 * absent, and documents with real PDF files when a file store is given). Creates no user accounts.
 * Running it again adds more workers: NI numbers already in the database are never reused.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const seed = options.seed ?? crypto.randomInt(2 ** 31);
  const rng = createRng(seed);
  const today = options.today ?? todayInLondon();
  const now = options.now ?? new Date();
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  const documentShare = options.fileStore
    ? Math.min(options.documentShare ?? 0.2, (options.maxWorkersWithDocuments ?? 3000) / Math.max(1, options.workers))
    : 0;

  const agencyRefs = await ensureAgencies(db, createRng(1));
  const payrollCompanyIds = await ensurePayrollCompanies(db);
  const refs = { agencies: agencyRefs, payrollCompanyIds };
  const niNumber = createNiNumberPool(rng, await existingNiNumbers(db));
  // Employee references are unique per run: DEMO-<run>-000001.
  const run = seed.toString(36).toUpperCase().slice(-4).padStart(4, '0');

  const sequence = await workerIdSequence(db);
  let workerCount = 0;
  let documentCount = 0;
  let workersWithDocuments = 0;
  for (let offset = 0; offset < options.workers; offset += chunkSize) {
    const size = Math.min(chunkSize, options.workers - offset);
    const ids = await allocateWorkerIds(db, sequence, size);
    const rows: DemoWorker[] = [];
    const documents: (DemoDocument & { workerId: number })[] = [];
    for (let i = 0; i < size; i += 1) {
      const employeeReference = `DEMO-${run}-${String(offset + i + 1).padStart(6, '0')}`;
      const worker = { id: ids[i]!, ...buildDemoWorker(rng, refs, { today, now, niNumber, employeeReference }) };
      rows.push(worker);
      if (rng.chance(documentShare)) {
        workersWithDocuments += 1;
        documents.push(...buildDemoDocuments(rng, worker, today).map((d) => ({ ...d, workerId: worker.id })));
      }
    }
    const stored = options.fileStore ? await storeDocumentFiles(options.fileStore, documents) : [];
    try {
      await db.transaction(async (tx) => {
        await deferTrigramIndexing(tx);
        await insertJsonRows(tx, 'workers', workerColumnNames, rows);
        if (stored.length > 0) await insertJsonRows(tx, 'worker_documents', documentColumnNames, stored.map((d) => ({ ...d, createdAt: now, updatedAt: now })));
      });
    } catch (error) {
      await Promise.all(stored.map((d) => options.fileStore!.remove(d.storedFileName)));
      throw error;
    }
    workerCount += size;
    documentCount += stored.length;
    if (workerCount % 20_000 === 0 || workerCount === options.workers) {
      log(`  ${workerCount.toLocaleString('en-GB')} workers (${Math.round(performance.now() - started)} ms)`);
    }
  }
  await mergeDeferredTrigramEntries(db);
  // Fresh statistics so the planner uses the list and search indexes on the new rows straight away.
  await db.execute(sql`analyze workers`);
  if (documentCount > 0) await db.execute(sql`analyze worker_documents`);

  return {
    workers: workerCount,
    documents: documentCount,
    workersWithDocuments,
    agencies: agencyRefs.length,
    payrollCompanies: payrollCompanyIds.length,
    elapsedMs: performance.now() - started,
  };
}

/** Drizzle property name -> database column name, generated columns left out (search_text). */
function columnNames(columns: Record<string, PgColumn>): Map<string, string> {
  return new Map(
    Object.entries(columns)
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => [key, column.name]),
  );
}
const workerColumnNames = columnNames(getTableColumns(workers));
const documentColumnNames = columnNames(getTableColumns(workerDocuments));

/**
 * One INSERT for many rows: the rows travel as one JSON parameter and json_populate_recordset turns
 * them into the table's row type. The column list is exactly the keys the rows carry, so columns
 * left out keep their defaults and the generated search_text is computed by the database.
 */
async function insertJsonRows(db: DbOrTx, table: string, columns: Map<string, string>, rows: Record<string, unknown>[]) {
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const name = columns.get(key);
    if (!name) throw new Error(`${table} has no column for ${key}`);
    return name;
  });
  // Plain loops: this renames 45 keys on each of 100,000 rows, and Object.fromEntries costs seconds there.
  const renamed = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) out[names[i]!] = row[keys[i]!] ?? null;
    renamed[r] = out;
  }
  const json = JSON.stringify(renamed);
  // Table and column names come from the Drizzle schema, never from input.
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  await db.execute(sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`);
}

/**
 * The trigram index of search_text costs more than everything else of an insert when entries go
 * into the GIN tree one by one. Within a chunk's transaction they go to the index's pending list
 * instead (a GIN "fast update", here with room for the whole seed) ...
 */
async function deferTrigramIndexing(tx: DbOrTx) {
  await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
}

/** ... and are merged into the tree once, in bulk, at the end, so searches never scan a long pending list. */
async function mergeDeferredTrigramEntries(db: Db) {
  await db.execute(sql`select gin_clean_pending_list('workers_search_trgm'::regclass)`);
}

/** Ids taken from the sequence up front, so documents can point at workers of the same INSERT. */
async function allocateWorkerIds(db: Db, sequence: string, count: number): Promise<number[]> {
  const result = await db.execute(sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count}::int)`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

async function workerIdSequence(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_get_serial_sequence('workers', 'id') as name`);
  return rowsOf<{ name: string }>(result)[0]!.name;
}

/** node-postgres and PGlite both answer { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function existingNiNumbers(db: Db): Promise<string[]> {
  const rows = await db.select({ niNumber: workers.niNumber }).from(workers).where(isNotNull(workers.niNumber));
  return rows.map((r) => r.niNumber!);
}

/** The ~50 demo agencies, added when absent (names are unique); bigger agencies get more workers. */
async function ensureAgencies(db: Db, rng: Rng): Promise<DemoAgency[]> {
  const values = agencyNames.map((name) => {
    const town = rng.pick(towns);
    const contact = rng.pick(nationalities[0]!.names.female);
    const surname = rng.pick(nationalities[0]!.names.last);
    return {
      name,
      businessType: rng.pick(businessTypes),
      industryType: rng.pick(industryTypes),
      trustScore: rng.int(45, 98),
      address: `${rng.int(1, 120)} ${rng.pick(streetNames)}`,
      city: town.city,
      postalCode: randomPostCode(rng, town),
      contactName: `${contact} ${surname}`,
      contactEmail: `${contact.toLowerCase()}@${rng.pick(emailDomains)}`,
      contactPhone: `${rng.pick(dramaLandlinePrefixes)}${rng.digits(3)}`,
      feePence: rng.int(12, 45) * 100,
    };
  });
  await db.insert(agencies).values(values).onConflictDoNothing();
  const rows = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.name, [...agencyNames]));
  const rank = new Map(agencyNames.map((name, i) => [name, i]));
  return rows.map((r) => ({ id: r.id, weight: 1 / (rank.get(r.name)! + 1) ** 0.7 }));
}

/** The 8 demo payroll companies, added when absent (names are unique in any case). */
async function ensurePayrollCompanies(db: Db): Promise<number[]> {
  const rng = createRng(2);
  await db
    .insert(payrollCompanies)
    .values(payrollCompanyNames.map((name) => ({ name, email: `payroll@${rng.pick(emailDomains)}`, payeReference: `${rng.int(100, 999)}/${randomMobile(rng).slice(-6)}` })))
    .onConflictDoNothing();
  const lowered = payrollCompanyNames.map((n) => n.toLowerCase());
  const rows = await db.select({ id: payrollCompanies.id }).from(payrollCompanies).where(inArray(sql`lower(${payrollCompanies.name})`, lowered));
  return rows.map((r) => r.id);
}

const pdfByType = new Map<string, Buffer>();
function pdfFor(documentType: string): Buffer {
  let pdf = pdfByType.get(documentType);
  if (!pdf) {
    pdf = demoPdf(workerDocumentTypes.find((t) => t.value === documentType)?.label ?? documentType);
    pdfByType.set(documentType, pdf);
  }
  return pdf;
}

type StoredDemoDocument = {
  workerId: number;
  documentType: string;
  originalFileName: string;
  storedFileName: string;
  mimeType: string;
  sizeBytes: number;
  expiryDate: string | null;
};

/** One small PDF per document through the real file store, so each seeded document downloads like an uploaded one. */
async function storeDocumentFiles(store: FileStore, documents: (DemoDocument & { workerId: number })[]): Promise<StoredDemoDocument[]> {
  const out = new Array<StoredDemoDocument>(documents.length);
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const index = next++;
      const doc = documents[index]!;
      const saved = await store.save(Readable.from([pdfFor(doc.documentType)]), 'pdf');
      out[index] = { ...doc, storedFileName: saved.name, mimeType: 'application/pdf', sizeBytes: saved.sizeBytes };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(FILE_CONCURRENCY, documents.length) }, worker));
  } catch (error) {
    await Promise.all(out.filter(Boolean).map((d) => store.remove(d.storedFileName)));
    throw error;
  }
  return out;
}
