import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

/** Worker documents: metadata here, bytes in the file store under a generated name. */
export const workerDocuments = pgTable(
  'worker_documents',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    originalFileName: text('original_file_name').notNull(),
    storedFileName: text('stored_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    notes: text('notes'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('worker_documents_worker_idx').on(t.workerId), index('worker_documents_expiry_idx').on(t.expiryDate)],
);
