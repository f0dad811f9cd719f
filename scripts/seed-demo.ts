/**
 * npm run seed:demo -- --workers N [--tickets T] [--payroll-weeks W] [--audit-entries A] [--seed S] [--no-documents]
 * Adds N realistic UK demo workers (valid, unique NI numbers; real outward post codes; sort codes,
 * account numbers, phones from Ofcom's drama range; a spread of completion and statuses), ~50
 * agencies and 8 payroll companies (created when absent), and documents for a fifth of the workers
 * (at most 3,000 of them), each with a small PDF in the file store saying it is a demo. It uses the
 * database the server would (DATABASE_URL, else PGlite in DATA_DIR/db), migrating first, and
 * creates no user accounts. Then T tickets (default 60) about workers and agencies in the database,
 * across the queue's tabs; Pending tickets go to existing admin, finance and support users, so with
 * none every ticket is Open or archived. Then W weeks of payroll (default 8) for the authorised,
 * not-left workers, one upload batch a week. Then A audit trail entries (default 500) about those
 * records by the users there, over the last two years. Each new worker gets its right-to-work
 * checks (no evidence files), checked by the staff users there (none: no one). Running it again
 * adds more workers, tickets and entries, and payroll only for workers and weeks not yet paid. The first
 * administrator shares a few views of the Workers and Tickets lists (once).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { fileStoreFor } from '../src/server/lib/file-store.ts';
import { dataProtectionSummary } from './seed/demo-data-protection.ts';
import { rtwSummary } from './seed/demo-rtw-checks.ts';
import type { SeedPayrollResult } from './seed/demo-payroll.ts';
import type { SeedTicketsResult } from './seed/demo-tickets.ts';
import { readSeedArguments, seedUsage as usage } from './seed/demo-arguments.ts';
import { seedDemo } from './seed/seed-demo.ts';

async function main() {
  let input: ReturnType<typeof readSeedArguments>;
  try {
    input = readSeedArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
  if (input === 'help') {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const started = performance.now();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    console.log(
      `Seeding ${input.workers.toLocaleString('en-GB')} demo workers into the ${config.databaseUrl ? 'PostgreSQL database of DATABASE_URL' : `PGlite database in ${path.join(config.dataDir, 'db')}`}...`,
    );
    const result = await seedDemo(database.db, {
      workers: input.workers,
      tickets: input.tickets,
      payrollWeeks: input.payrollWeeks,
      auditEntries: input.auditEntries,
      seed: input.seed,
      fileStore: input.documents ? fileStoreFor(config) : undefined,
      log: (line) => console.log(line),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const documents = input.documents
      ? `${result.documents.toLocaleString('en-GB')} documents for ${result.workersWithDocuments.toLocaleString('en-GB')} of them (each a small demo PDF in ${config.fileStore.driver === 's3' ? `the S3 bucket ${config.fileStore.bucket}` : path.join(config.dataDir, 'files')})`
      : 'no documents (--no-documents)';
    console.log(
      `Added ${result.workers.toLocaleString('en-GB')} workers and ${documents}; ` +
        `${result.agencies} agencies (${result.agenciesWithRecords} given contacts, commercial terms, logs, comments and ${result.agencyDocuments} documents) ` +
        `and ${result.payrollCompanies} payroll companies in use. No user accounts were created.`,
    );
    console.log(rtwSummary(result.rtw));
    console.log(ticketSummary(result.tickets));
    console.log(payrollSummary(result.payroll));
    console.log(dataProtectionSummary(result.dataProtection));
    console.log(
      `Added ${result.audit.entries.toLocaleString('en-GB')} audit trail entries by ${result.audit.actors} people.`,
    );
    console.log(`Added ${result.savedViews} shared views of the Workers and Tickets lists.`);
    console.log(`Elapsed: ${seconds} s (seeding ${(result.elapsedMs / 1000).toFixed(1)} s).`);
  } finally {
    await database.close();
  }
}

function ticketSummary(tickets: SeedTicketsResult): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  const { open, pending, archive } = tickets.byTab;
  const added =
    `Added ${n(tickets.tickets)} tickets (${n(open)} Open, ${n(pending)} Pending, ${n(archive)} Archive; ` +
    `${n(tickets.overdue)} overdue, ${n(tickets.comments)} comments, ${n(tickets.communicationLogs)} raised by a communication log).`;
  if (tickets.tickets === 0 || tickets.assignees > 0) return added;
  return `${added} No admin, finance or support user exists, so no ticket is assigned and Pending is empty: create one (npm run user:create) and seed again for claimed tickets.`;
}

function payrollSummary(payroll: SeedPayrollResult): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  const added = `Added ${n(payroll.records)} payroll records for ${n(payroll.workers)} workers in ${n(payroll.batches)} weekly uploads`;
  if (payroll.weeks === 0) return 'No payroll added (--payroll-weeks 0).';
  return payroll.uploadedBy
    ? `${added}, uploaded by ${payroll.uploadedBy}.`
    : `${added}; no admin or finance user exists, so the uploads name no user.`;
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
