import { date, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { timestamps } from './columns.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

// An agency's records that point at other areas' rows (users, workers, tickets): apart from
// agencies.ts, which users, workers and tickets reference, so the schema files import one way only.

/** Agency communication logs (docs/domain.md, Agencies); outcome Raise Ticket points at the ticket it opened. */
export const agencyCommunicationLogs = pgTable(
  'agency_communication_logs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    contactPerson: text('contact_person').notNull(),
    communicationMethod: text('communication_method').notNull(),
    subject: text('subject'),
    content: text('content'),
    outcome: text('outcome'),
    nextActionDate: date('next_action_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ticketId: integer('ticket_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('agency_communication_logs_agency_idx').on(t.agencyId, t.createdAt, t.id)],
);

/** Comments on an agency, optionally about one of its workers (docs/domain.md, Agencies); tags stored lower case. */
export const agencyComments = pgTable(
  'agency_comments',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references((): AnyPgColumn => workers.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    tag: text('tag'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [
    index('agency_comments_agency_idx').on(t.agencyId, t.createdAt, t.id),
    index('agency_comments_worker_idx').on(t.workerId),
  ],
);

/** Agency documents (docs/domain.md, Agencies): metadata here, bytes in the file store under a generated name. */
export const agencyDocuments = pgTable(
  'agency_documents',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull().default('terms_and_conditions'),
    originalFileName: text('original_file_name').notNull(),
    storedFileName: text('stored_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('agency_documents_agency_idx').on(t.agencyId, t.createdAt)],
);

/** Who opened an agency's detail, when and from where (docs/domain.md); the Activity tab shows the latest 10. */
export const agencyAccessLogs = pgTable(
  'agency_access_logs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    ipAddress: text('ip_address'),
    accessedAt: timestamp('accessed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('agency_access_logs_agency_idx').on(t.agencyId, t.accessedAt)],
);
