import { z } from 'zod';
import { text } from './common.ts';

/** Business types, one list (DECISIONS section 2); 'contract' is read as contracting. */
export const businessTypes = [
  'recruitment',
  'staffing',
  'temporary',
  'permanent',
  'contracting',
  'consulting',
] as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * Agency create (part 2 section 5.1). Canonical contactName/contactEmail/contactPhone/companyNumber;
 * the main* and registrationNumber aliases are accepted too (DECISIONS section 2).
 */
export const createAgencyBody = z
  .strictObject({
    name: text('Agency name is required')
      .trim()
      .min(1, 'Agency name is required')
      .max(200)
      .transform((v) => v.toUpperCase()),
    contactName: text().trim().max(200).optional(),
    mainContactName: text().trim().max(200).optional(),
    contactEmail: text().trim().max(254).optional().nullable(),
    mainContactEmail: text().trim().max(254).optional().nullable(),
    contactPhone: optionalText(40),
    mainContactPhone: optionalText(40),
    address: optionalText(300),
    city: text('City is required').trim().min(1, 'City is required').max(100),
    postalCode: text('Postal code is required')
      .trim()
      .min(1, 'Postal code is required')
      .max(10)
      .transform((v) => v.toUpperCase()),
    businessType: z
      .union([z.enum(businessTypes), z.literal('contract'), z.literal('')])
      .optional()
      .nullable()
      .transform((v) => (v === 'contract' ? 'contracting' : v || null)),
    companyNumber: optionalText(20),
    registrationNumber: optionalText(20),
  })
  .transform((b, ctx) => {
    const contactName = b.contactName || b.mainContactName || '';
    if (!contactName) ctx.addIssue({ code: 'custom', message: 'Contact name is required', path: ['contactName'] });
    const contactEmail = (b.contactEmail || b.mainContactEmail || '').toLowerCase();
    if (contactEmail && !z.email().safeParse(contactEmail).success)
      ctx.addIssue({ code: 'custom', message: 'Valid email is required', path: ['contactEmail'] });
    return {
      name: b.name,
      contactName,
      contactEmail: contactEmail || null,
      contactPhone: b.contactPhone ?? b.mainContactPhone ?? null,
      address: b.address,
      city: b.city,
      postalCode: b.postalCode,
      businessType: b.businessType,
      companyNumber: b.companyNumber ?? b.registrationNumber ?? null,
    };
  });
export type CreateAgencyBody = z.input<typeof createAgencyBody>;

/**
 * An agency as the API answers it: canonical fields plus the spec's aliases (DECISIONS section 2);
 * fee in pounds with two decimals (DECISIONS section 4).
 */
export const agency = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  businessType: z.string().nullable(),
  industryType: z.string().nullable(),
  trustScore: z.number(),
  address: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  companyNumber: z.string().nullable(),
  mainContactName: z.string(),
  mainContactEmail: z.string().nullable(),
  mainContactPhone: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  notes: z.string().nullable(),
  accountManager: z.string().nullable(),
  fee: z.number().nullable(),
  invoiceFrequency: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  timesheetSubmission: z.string().nullable(),
  commercialNotes: z.string().nullable(),
  isArchived: z.boolean(),
  workerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agency = z.infer<typeof agency>;

/** GET /api/agencies/{id} (part 2 section 7.1): the agency, its workers and comments. */
export const agencyDetail = z.object({
  agency,
  workers: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      position: z.string().nullable(),
      status: z.string(),
      email: z.string().nullable(),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number(),
      content: z.string(),
      tag: z.string().nullable(),
      agencyId: z.number(),
      workerId: z.number().nullable(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;
