import type { Agency } from '../../../shared/api/agencies.ts';
import type { AgencyRow } from './agencies.repository.ts';

/** Pence to pounds with two decimals (DECISIONS section 4). */
const poundsOf = (pence: number | null) => (pence === null ? null : Number((pence / 100).toFixed(2)));

/** The agency answer: canonical fields plus the spec's aliases (DECISIONS section 2). */
export function toAgency(row: AgencyRow, workerCount = 0): Agency {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    businessType: row.businessType,
    industryType: row.industryType,
    trustScore: row.trustScore,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    companyNumber: row.companyNumber,
    mainContactName: row.contactName,
    mainContactEmail: row.contactEmail,
    mainContactPhone: row.contactPhone,
    registrationNumber: row.companyNumber,
    vatNumber: row.vatNumber,
    notes: row.notes,
    accountManager: row.accountManager,
    fee: poundsOf(row.feePence),
    invoiceFrequency: row.invoiceFrequency,
    paymentTerms: row.paymentTerms,
    timesheetSubmission: row.timesheetSubmission,
    commercialNotes: row.commercialNotes,
    isArchived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    workerCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
