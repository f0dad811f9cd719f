import { z } from 'zod';
import { emailField, idValue, text } from './common.ts';
import { contactDepartments } from '../domain/agencies.ts';
import { apiPath } from './paths.ts';

/** An agency's contacts. */
export const agencyContactPaths = {
  list: apiPath('/api/agencies/:id/contacts'),
  one: apiPath('/api/agencies/:id/contacts/:contactId'),
  setPrimary: apiPath('/api/agencies/:id/contacts/:contactId/set-primary'),
};

/** Agency contacts (docs/domain.md, Agencies). At most one is primary (the database enforces it). */
export const contactMessages = {
  nameRequired: 'Contact name is required',
  validEmail: 'Valid email is required',
  department: `Department must be one of ${contactDepartments.join(', ')}`,
  notFound: 'Contact not found',
} as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** POST and PUT /api/agencies/{id}/contacts[/{contactId}]: the same fields; PUT replaces them all. */
export const contactBody = z.strictObject({
  name: text(contactMessages.nameRequired)
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(200, 'Must be 200 characters or fewer'),
  email: z
    .union([z.literal(''), emailField(contactMessages.validEmail)])
    .nullable()
    .optional()
    .transform((v) => v || null),
  phone: optionalText(40),
  position: optionalText(100),
  department: z
    .union([z.enum(contactDepartments, { error: contactMessages.department }), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => v || null),
  notes: optionalText(2000),
  isPrimary: z.boolean().optional().default(false),
});
export type ContactBody = z.input<typeof contactBody>;
export type CleanContact = z.output<typeof contactBody>;

export const contactParams = z.strictObject({ id: idValue, contactId: idValue });

export const agencyContact = z.object({
  id: z.number(),
  agencyId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  notes: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgencyContact = z.infer<typeof agencyContact>;
