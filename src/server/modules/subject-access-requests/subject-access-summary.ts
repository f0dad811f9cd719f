import { formatEnGbDate } from '../../../shared/domain/en-gb-dates.ts';
import type { ManifestEntry } from './subject-access-pack.ts';
import type { PackRow } from './subject-access-pack.repository.ts';

/**
 * summary.txt, the pack's plain-English cover (docs/domain.md, "Subject access requests"): what we
 * hold, why, who receives it, how long we keep it, and what each file of the pack is.
 */

/** What each table holds, in the worker's words; a table named nowhere here is listed by its name. */
const tableWords: Record<string, string> = {
  workers:
    'your worker record: name, contact details, address, date of birth, National Insurance number, bank details, tax code and work details',
  worker_documents: 'documents you gave us (their details; the files are under files/)',
  rtw_checks: 'right-to-work checks we made',
  rtw_check_evidence: 'evidence kept with those checks (the files are under files/)',
  payroll_records: 'payroll records: your pay, tax, National Insurance and pension deductions by pay date',
  worker_communication_logs: 'notes of our calls, e-mails and messages with you or about you',
  agency_comments: 'comments the agency or our staff made that mention you',
  subject_access_requests: 'your subject access requests (this one included)',
  tickets: 'tickets (queries and tasks) about you',
  ticket_comments: 'comments on those tickets',
  audit_log: 'entries of our audit trail: each change made to your record, when and by whom',
  worker_import_batch_workers: 'bulk imports that created or updated your record, with the values they replaced',
  worker_import_rows: 'rows of spreadsheets being imported that matched your record',
  worker_erasures:
    'the record of the erasure of your data: when, what went, and the name, date of birth and National Insurance number we must keep with the records the law makes us hold',
};

const purposes = [
  'To find you work through your agency and keep in touch with you about it.',
  'To pay you: your payroll company runs payroll from your record and the payroll figures.',
  'To check your right to work in the UK, which the law requires of anyone who employs or supplies workers.',
  'To answer queries and complaints about you or from you (tickets and communication notes).',
  'To keep an honest record of who changed what and when (the audit trail), and to answer requests like this one.',
];

const recipients = [
  'The agency you work through: its users can see your worker record, documents and right-to-work checks.',
  'Your payroll company, which pays you and reports your pay, tax and National Insurance to HM Revenue & Customs (HMRC) through payroll; pension contributions deducted there go to your pension scheme.',
  'Nobody else: we do not sell your data or share it for marketing.',
];

/** The retention periods (docs/domain.md, "Subject access requests"). */
const retention = [
  'Payroll records: 6 years after the end of the tax year they belong to.',
  'Right-to-work checks and their evidence: 2 years after you stop working through us.',
  'Other documents: 1 year after you stop working through us.',
  'Your worker record: 6 years after you stop working through us, then anonymised.',
  'Comments your agency made about you: 1 year after you last worked through it, then anonymised.',
  'The audit trail: 6 years.',
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type SummaryFacts = {
  requestId: number;
  workerName: string;
  receivedDate: string;
  dueDate: string;
  today: string;
  tables: ReadonlyMap<string, readonly PackRow[]>;
};

export function packSummary(facts: SummaryFacts, manifest: readonly ManifestEntry[]): string {
  const held = [...facts.tables]
    .filter(([, rows]) => rows.length > 0)
    .map(
      ([table, rows]) =>
        `- ${tableWords[table] ?? `records in ${table}`}: ${plural(rows.length, 'row')} (tables/${table}.json)`,
    );
  const missing = manifest.filter((m) => m.missing).length;
  const files = manifest.length - missing;
  const fileLines = [
    `- files/: ${plural(files, 'stored file')}, each listed in files/manifest.json with its SHA-256 checksum.`,
    ...(missing > 0
      ? [
          `- ${plural(missing, 'file')} named in our records could not be found in our file store; the manifest lists them as missing.`,
        ]
      : []),
  ];
  return [
    `Subject access request ${facts.requestId}: the personal data we hold about ${facts.workerName}`,
    `Prepared on ${formatEnGbDate(facts.today)} for the request received on ${formatEnGbDate(facts.receivedDate)} (due by ${formatEnGbDate(facts.dueDate)}).`,
    '',
    'WHAT WE HOLD',
    ...held,
    ...fileLines,
    'Tables with no rows about you are included empty, so you can see we looked there too.',
    '',
    'WHY WE HOLD IT',
    ...purposes.map((p) => `- ${p}`),
    '',
    'WHO RECEIVES IT',
    ...recipients.map((r) => `- ${r}`),
    '',
    'HOW LONG WE KEEP IT',
    ...retention.map((r) => `- ${r}`),
    '',
    'YOUR RIGHTS',
    '- You may ask us to correct anything wrong, to delete or restrict what we no longer need, or object to how we use it.',
    "- You may complain to the Information Commissioner's Office (ico.org.uk) if you are unhappy with how we handled your data.",
    '',
    'THE FILES IN THIS PACK',
    '- summary.txt: this page.',
    '- tables/<name>.json: every row we hold about you, one file per table, as stored (dates as YYYY-MM-DD, amounts in pence).',
    '- files/manifest.json: each stored file: its name in this pack, its original name, its size and SHA-256.',
    '',
  ].join('\r\n');
}
