import type { Agency } from '../../../shared/api/agencies.ts';
import { DEFAULT_TIMESHEET_SUBMISSION } from '../../../shared/domain/agencies.ts';
import { penceToPounds } from '../../../shared/domain/money.ts';
import type { AgencyRow } from './agencies.repository.ts';

/** The agency answer: canonical fields plus the spec's aliases (docs/domain.md); fee in pounds (docs/domain.md, Agencies). */
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
    fee: penceToPounds(row.feePence),
    invoiceFrequency: row.invoiceFrequency,
    paymentTerms: row.paymentTerms,
    timesheetSubmission: row.timesheetSubmission ?? DEFAULT_TIMESHEET_SUBMISSION,
    commercialNotes: row.commercialNotes,
    isArchived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    workerCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who did it, as lists show it: the user's name, else the e-mail. */
export const authorName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
