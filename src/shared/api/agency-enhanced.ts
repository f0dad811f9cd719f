import { z } from 'zod';
import { changesBody, text } from './common.ts';
import { agency, agencyWorker } from './agencies.ts';
import { agencyComment } from './agency-comments.ts';
import { agencyContact } from './agency-contacts.ts';
import { agencyLog } from './agency-communications.ts';
import { agencyDocumentsSummary } from './agency-documents.ts';
import { communicationPeriods } from '../domain/agencies.ts';

/** Commercial terms (docs/domain.md, Agencies): fee in pounds (12.5 is £12.50). */
export const agencyCommercial = z.object({
  agencyId: z.number(),
  fee: z.number().nullable(),
  invoiceFrequency: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  timesheetSubmission: z.string().nullable(),
  commercialNotes: z.string().nullable(),
});
export type AgencyCommercial = z.infer<typeof agencyCommercial>;

/** PUT /api/agencies/{id}/commercial: any of the commercial fields, at least one (the same rules as PATCH). */
const rawText = text().max(5000).nullable().optional();
export const commercialBody = changesBody({
  fee: z
    .union([z.number(), text().max(40)])
    .nullable()
    .optional(),
  invoiceFrequency: rawText,
  paymentTerms: rawText,
  timesheetSubmission: rawText,
  commercialNotes: rawText,
});
export type CommercialBody = z.infer<typeof commercialBody>;

/** An opening of the agency's detail (docs/domain.md): who, when, from where. */
export const agencyAccessLog = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userName: z.string(),
  accessedAt: z.string(),
  ipAddress: z.string().nullable(),
});
export type AgencyAccessLog = z.infer<typeof agencyAccessLog>;

/**
 * A payroll record of one of the agency's workers (docs/domain.md, Agencies), in pounds. The payroll CSV
 * carries no hours, so hoursWorked is null.
 */
export const agencyPayrollRecord = z.object({
  id: z.number(),
  weekEnding: z.string(),
  payDate: z.string(),
  workerId: z.number(),
  workerName: z.string(),
  grossPay: z.number(),
  netPay: z.number(),
  hoursWorked: z.number().nullable(),
});

/**
 * GET /api/agencies/{id}/enhanced (docs/domain.md, Agencies): the agency's fields plus its lists. The lists
 * are pages, never everything: workers (workersPage, workersPageSize, by name), communication logs
 * (newest 50, or within `period`), comments (newest 50), access logs (newest 10); the totals count all.
 */
export const enhancedAgencyQuery = z.strictObject({
  workersPage: z.coerce.number().int().min(1).max(100000).default(1),
  workersPageSize: z.coerce.number().int().min(1).max(200).default(50),
  period: z.union([z.enum(communicationPeriods), z.literal(''), z.literal('all')]).optional(),
});
export type EnhancedAgencyQuery = z.infer<typeof enhancedAgencyQuery>;

export const enhancedAgency = agency.extend({
  contacts: z.array(agencyContact),
  communicationLogs: z.array(agencyLog),
  comments: z.array(agencyComment),
  workers: z.array(agencyWorker),
  payrollRecords: z.array(agencyPayrollRecord),
  accessLogs: z.array(agencyAccessLog),
  workersTotal: z.number(),
  workersPage: z.number(),
  workersPageSize: z.number(),
  communicationLogsTotal: z.number(),
  commentsTotal: z.number(),
  payrollRecordsTotal: z.number(),
  documentsSummary: agencyDocumentsSummary,
});
export type EnhancedAgency = z.infer<typeof enhancedAgency>;
