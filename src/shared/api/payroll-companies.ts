import { z } from 'zod';
import { changesBody, text } from './common.ts';
import { isValidEmail } from '../domain/email.ts';
import { apiPath } from './paths.ts';

/** Payroll companies. */
export const payrollCompanyPaths = {
  list: apiPath('/api/payroll-companies'),
  one: apiPath('/api/payroll-companies/:id'),
};

/** The one message the dialog shows, titled 'Validation Error' (docs/domain.md, Payroll companies). */
export const payrollCompanyMessages = {
  nameRequired: 'Company name is required',
  invalidEmail: 'Please enter a valid email address',
  duplicateName: 'A payroll company with this name already exists',
  stillUsed: 'This payroll company still has workers',
  notFound: 'Payroll company not found',
} as const;

/** Optional text: trimmed, at most 100 characters, empty means none; absent stays absent (a PATCH keeps it). */
const optionalText = text()
  .trim()
  .max(100, 'Must be 100 characters or fewer')
  .optional()
  .nullable()
  .transform((v) => (v === undefined ? undefined : v || null));

const optionalEmail = text()
  .trim()
  .toLowerCase()
  .max(254, payrollCompanyMessages.invalidEmail)
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (!v) return null;
    if (!isValidEmail(v)) ctx.addIssue({ code: 'custom', message: payrollCompanyMessages.invalidEmail });
    return v;
  });

const fields = {
  name: text(payrollCompanyMessages.nameRequired)
    .trim()
    .min(1, payrollCompanyMessages.nameRequired)
    .max(100, 'Company name must be 100 characters or fewer'),
  email: optionalEmail,
  payeReference: optionalText,
  supplierName: optionalText,
  internalReference: optionalText,
};

/** POST /api/payroll-companies: name required after trimming, the rest optional. */
export const createPayrollCompanyBody = z.strictObject(fields);
export type CreatePayrollCompanyBody = z.input<typeof createPayrollCompanyBody>;

/** PATCH /api/payroll-companies/{id}: the same fields, each optional, at least one; a name sent must not be blank. */
export const updatePayrollCompanyBody = changesBody({
  name: fields.name.optional(),
  email: fields.email,
  payeReference: fields.payeReference,
  supplierName: fields.supplierName,
  internalReference: fields.internalReference,
});
export type UpdatePayrollCompanyBody = z.input<typeof updatePayrollCompanyBody>;

export const payrollCompany = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  payeReference: z.string().nullable(),
  supplierName: z.string().nullable(),
  internalReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  _count: z.object({ workers: z.number() }),
});
export type PayrollCompany = z.infer<typeof payrollCompany>;
