import { z } from 'zod';
import { adminSetPassword, emailField, idValue, shortText } from './common.ts';
import { APPROVAL_NEEDS_AGENCY, isClientWithoutAgency, nameRequiredMessages } from '../domain/people.ts';
import { roles } from '../domain/permissions.ts';
import { apiPath } from './paths.ts';

/** A visitor asks for access; admins answer under /api/admin. */
export const accessRequestPaths = {
  create: apiPath('/api/access-requests'),
  list: apiPath('/api/admin/access-requests'),
  expired: apiPath('/api/admin/access-requests/expired'),
  approve: apiPath('/api/admin/access-requests/:id/approve'),
  reject: apiPath('/api/admin/access-requests/:id/reject'),
  cleanupExpired: apiPath('/api/admin/cleanup-expired-access-requests'),
};

/** The visitor's access request (docs/domain.md). */
export const accessRequestBody = z.strictObject({
  firstName: shortText(nameRequiredMessages.firstName),
  lastName: shortText(nameRequiredMessages.lastName),
  email: emailField('Please enter a valid email address'),
});
export type AccessRequestBody = z.infer<typeof accessRequestBody>;

export const accessRequest = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedAccessLevel: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequest>;

/** Approve dialog (docs/domain.md): access level, initial password, agency for client. */
export const approveAccessBody = z
  .strictObject({
    accessLevel: z.enum(roles, { error: 'Access Level Required' }),
    password: adminSetPassword,
    agencyId: idValue.nullable().optional(),
  })
  .refine((b) => !isClientWithoutAgency(b.accessLevel, b.agencyId), {
    message: APPROVAL_NEEDS_AGENCY,
    path: ['agencyId'],
  });
export type ApproveAccessBody = z.infer<typeof approveAccessBody>;

export const rejectAccessBody = z.strictObject({
  reason: shortText('A reason is required', 1000),
});
export type RejectAccessBody = z.infer<typeof rejectAccessBody>;

/** What a visitor gets back: a receipt, nothing about other requests. */
export const accessRequestCreated = z.object({ message: z.string(), id: z.number() });

/** emailSent is false when the approval e-mail could not be sent (the user exists all the same). */
export const approveAccessAnswer = z.object({
  message: z.string(),
  request: accessRequest,
  userId: z.number(),
  emailSent: z.boolean(),
});
export const rejectAccessAnswer = z.object({ message: z.string(), request: accessRequest, emailSent: z.boolean() });
