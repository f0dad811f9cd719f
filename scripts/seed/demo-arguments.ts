import { parseArgs } from 'node:util';

/** The flags of npm run seed:demo (scripts/seed-demo.ts), checked before anything opens the database. */
export const seedUsage = `Usage: npm run seed:demo -- --workers N [--tickets T] [--payroll-weeks W] [--audit-entries A] [--seed S] [--no-documents]

  --workers       how many workers to add (0 to 1,000,000; default 1000)
  --tickets       how many tickets to add about the workers and agencies (0 to 1,000,000; default 60)
  --payroll-weeks weeks of payroll for the authorised workers, ending last week (0 to 104; default 8)
  --audit-entries audit trail entries about those records, by the users there (0 to 5,000,000; default 500)
  --seed          a number: the same seed gives the same data (default random)
  --no-documents  add no documents (and write no files)`;

export function readSeedArguments(args: string[]) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      workers: { type: 'string', default: '1000' },
      tickets: { type: 'string', default: '60' },
      'payroll-weeks': { type: 'string', default: '8' },
      'audit-entries': { type: 'string', default: '500' },
      seed: { type: 'string' },
      'no-documents': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help' as const;
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 0 || workers > 1_000_000)
    throw new Error('--workers must be a whole number from 0 to 1000000');
  const tickets = Number(values.tickets);
  if (!Number.isInteger(tickets) || tickets < 0 || tickets > 1_000_000)
    throw new Error('--tickets must be a whole number from 0 to 1000000');
  const payrollWeeks = Number(values['payroll-weeks']);
  if (!Number.isInteger(payrollWeeks) || payrollWeeks < 0 || payrollWeeks > 104)
    throw new Error('--payroll-weeks must be a whole number from 0 to 104');
  const auditEntries = Number(values['audit-entries']);
  if (!Number.isInteger(auditEntries) || auditEntries < 0 || auditEntries > 5_000_000)
    throw new Error('--audit-entries must be a whole number from 0 to 5000000');
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0)) throw new Error('--seed must be a whole number');
  return { workers, tickets, payrollWeeks, auditEntries, seed, documents: !values['no-documents'] };
}
