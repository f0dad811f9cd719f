import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import type { FileStore } from '../../src/server/lib/file-store.ts';
import {
  agencyCommunicationMethods,
  commentTags,
  contactDepartments,
  invoiceFrequencies,
  paymentTermsOptions,
} from '../../src/shared/domain/agencies.ts';
import { agencyDocumentTypes, agencyDocumentTypeLabel } from '../../src/shared/domain/agency-documents.ts';
import {
  agencyCommentColumnNames,
  agencyContactColumnNames,
  agencyDocumentColumnNames,
  agencyLogColumnNames,
  insertJsonRows,
} from './bulk-insert.ts';
import { demoPdf } from './demo-documents.ts';
import { addDaysIso } from './generators.ts';
import type { Rng } from './random.ts';
import { dramaLandlinePrefixes, emailDomains, nationalities } from './uk-data.ts';

/**
 * The records of the demo agencies (issue 11): commercial terms, contacts (the main contact
 * primary), communication logs, comments and a few documents with demo PDFs. Only agencies without
 * contacts get them, so running the seed again adds nothing twice. Rows go in by bulk insert.
 */
const SUBJECTS = ['Rates for next quarter', 'Timesheet query', 'New starters', 'Invoice chase', 'Compliance check'];
const CONTENTS = [
  'Agreed to send the signed terms by Friday.',
  'Asked for two more forklift drivers for the night shift.',
  'Queried last week\u2019s invoice; explained the fee per worker.',
  'Left a voicemail; will try again tomorrow.',
  'Confirmed right to work checks are done for the new starters.',
];
const COMMENTS = [
  'Reliable supplier; workers arrive on time.',
  'Payment terms renegotiated to 14 days.',
  'Contract renewal due next month.',
  'Several no-shows this week; raised with the branch manager.',
  'Insurance certificate requested again.',
];

type AgencyFacts = {
  id: number;
  name: string;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string | null;
};

export async function seedAgencyRecords(
  db: Db,
  options: { agencyIds: number[]; rng: Rng; now: Date; today: string; fileStore?: FileStore | undefined },
): Promise<{ agencies: number; documents: number }> {
  const { rng, now, today } = options;
  const result: unknown = await db.execute(sql`select id, name, contact_name, contact_email, contact_phone from agencies
    where id = any(${sql.param(options.agencyIds)}::int[])
      and not exists (select 1 from agency_contacts c where c.agency_id = agencies.id) order by id`);
  const targets = (result as { rows: AgencyFacts[] }).rows;
  if (targets.length === 0) return { agencies: 0, documents: 0 };
  const names = nationalities[0]!.names;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000 - rng.int(0, 86_399) * 1000);
  const contacts: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  const comments: Record<string, unknown>[] = [];
  const documents: Record<string, unknown>[] = [];
  const terms: Record<string, unknown>[] = [];
  for (const agency of targets) {
    terms.push({
      id: agency.id,
      invoice_frequency: rng.pick(invoiceFrequencies),
      payment_terms: rng.pick(paymentTermsOptions),
      timesheet_submission: rng.chance(0.8) ? 'Monday-Friday' : 'Monday-Sunday',
      commercial_notes: rng.chance(0.4) ? 'Fee reviewed every April.' : null,
    });
    contacts.push({
      agencyId: agency.id,
      name: agency.contact_name,
      email: agency.contact_email,
      phone: agency.contact_phone,
      position: 'Branch Manager',
      department: 'Manager',
      isPrimary: true,
    });
    for (let i = rng.int(0, 2); i > 0; i -= 1) {
      const first = rng.pick(rng.chance(0.5) ? names.female : names.male);
      const last = rng.pick(names.last);
      contacts.push({
        agencyId: agency.id,
        name: `${first} ${last}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@${rng.pick(emailDomains)}`,
        phone: `${rng.pick(dramaLandlinePrefixes)}${rng.digits(3)}`,
        department: rng.pick(contactDepartments),
        isPrimary: false,
      });
    }
    for (let i = rng.int(2, 6); i > 0; i -= 1) {
      const createdAt = ago(rng.int(0, 60));
      logs.push({
        agencyId: agency.id,
        contactPerson: agency.contact_name,
        communicationMethod: rng.pick(agencyCommunicationMethods),
        subject: rng.pick(SUBJECTS),
        content: rng.pick(CONTENTS),
        outcome: rng.chance(0.7) ? 'Resolved' : 'No Response',
        nextActionDate: rng.chance(0.3) ? addDaysIso(today, rng.int(1, 21)) : null,
        createdByName: 'Demo data',
        createdAt,
        updatedAt: createdAt,
      });
    }
    for (let i = rng.int(1, 4); i > 0; i -= 1) {
      const createdAt = ago(rng.int(0, 120));
      comments.push({
        agencyId: agency.id,
        content: rng.pick(COMMENTS),
        tag: rng.pick(commentTags),
        createdByName: 'Demo data',
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (options.fileStore) {
      for (let i = rng.int(0, 2); i > 0; i -= 1) {
        const type = rng.pick(agencyDocumentTypes).value;
        const expiring = type === 'insurance_certificate' || type === 'compliance_document';
        documents.push({
          agencyId: agency.id,
          documentType: type,
          originalFileName: `${type.replace(/_/g, '-')}.pdf`,
          expiryDate: expiring ? addDaysIso(today, rng.int(-30, 400)) : null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  const stored: string[] = [];
  try {
    for (const doc of documents) {
      const saved = await options.fileStore!.save(
        Readable.from([demoPdf(agencyDocumentTypeLabel(doc.documentType as string))]),
        'pdf',
      );
      stored.push(saved.name);
      Object.assign(doc, { storedFileName: saved.name, mimeType: 'application/pdf', sizeBytes: saved.sizeBytes });
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`update agencies a set invoice_frequency = v.invoice_frequency, payment_terms = v.payment_terms,
          timesheet_submission = v.timesheet_submission, commercial_notes = v.commercial_notes
        from json_to_recordset(${JSON.stringify(terms)}::json)
          as v(id int, invoice_frequency text, payment_terms text, timesheet_submission text, commercial_notes text)
        where a.id = v.id`);
      await insertJsonRows(tx, 'agency_contacts', agencyContactColumnNames, contacts);
      await insertJsonRows(tx, 'agency_communication_logs', agencyLogColumnNames, logs);
      await insertJsonRows(tx, 'agency_comments', agencyCommentColumnNames, comments);
      if (documents.length > 0) await insertJsonRows(tx, 'agency_documents', agencyDocumentColumnNames, documents);
    });
  } catch (error) {
    await Promise.all(stored.map((name) => options.fileStore!.remove(name)));
    throw error;
  }
  return { agencies: targets.length, documents: documents.length };
}
