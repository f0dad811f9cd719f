import { z } from 'zod';
import { adminSetPassword, changesBody, emailField, idValue, shortText, text } from './common.ts';
import { PASSWORD_MAX } from '../domain/password.ts';
import { CLIENT_NEEDS_AGENCY, isClientWithoutAgency, nameRequiredMessages } from '../domain/people.ts';
import { roles } from '../domain/permissions.ts';
import { paged, pageFields } from './admin.ts';
import { apiPath } from './paths.ts';

/** User management and the admin profile, under the contract's /api/admin. */
export const userPaths = {
  list: apiPath('/api/admin/users'),
  one: apiPath('/api/admin/users/:id'),
  resetPassword: apiPath('/api/admin/users/:id/reset-password'),
  resetMfa: apiPath('/api/admin/users/:id/reset-mfa'),
  deleted: apiPath('/api/admin/users/deleted'),
  recover: apiPath('/api/admin/users/:id/recover'),
  cleanupExpired: apiPath('/api/admin/cleanup-expired-users'),
  stats: apiPath('/api/admin/user-stats'),
  profile: apiPath('/api/admin/profile'),
};

const role = z.enum(roles, { error: 'Please select a role' });
const agencyId = idValue.nullable().optional();
const clientNeedsAgency = { message: CLIENT_NEEDS_AGENCY, path: ['agencyId'] };
const firstName = shortText(nameRequiredMessages.firstName);
const lastName = shortText(nameRequiredMessages.lastName);

/** User forms (docs/domain.md). */
export const createUserBody = z
  .strictObject({
    email: emailField(),
    firstName,
    lastName,
    password: adminSetPassword,
    role,
    agencyId,
  })
  .refine((b) => !isClientWithoutAgency(b.role, b.agencyId), clientNeedsAgency);
export type CreateUserBody = z.infer<typeof createUserBody>;

/** Edit (all optional, at least one) and change-role share PUT /api/admin/users/{id}. */
const userChangeFields = {
  email: emailField().optional(),
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  role: role.optional(),
  agencyId,
  /** Status (Active or Inactive) in the user table; deactivating ends the user's sessions. */
  isActive: z.boolean().optional(),
};
/** The fields alone, for a form that edits some of them (the Change Role dialog picks role and agency). */
export const userChangeFieldsObject = z.strictObject(userChangeFields);
export const updateUserBody = changesBody(userChangeFields);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const resetUserPasswordBody = z.strictObject({ password: adminSetPassword });

export const user = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  agencyId: z.number().nullable(),
  agencyName: z.string().nullable(),
  isActive: z.boolean(),
  requirePasswordChange: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const deletedUser = user.extend({
  daysLeft: z.number(),
  retentionStatus: z.enum(['normal', 'warning', 'expired']),
});
export type DeletedUser = z.infer<typeof deletedUser>;

/** GET /api/admin/users: the plain array by default; ?page (and q, a name or e-mail part) pages it. */
export const userListQuery = z.strictObject({
  ...pageFields,
  q: text().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
export const pagedUsers = paged(user);

export const userStats = z.object({
  totalUsers: z.number(),
  pendingRequests: z.number(),
  approvedToday: z.number(),
  activeAdmins: z.number(),
});
export type UserStats = z.infer<typeof userStats>;

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change it';

/**
 * Admin profile (docs/domain.md): a blank password is omitted by the form. A new password needs
 * the current one (issue 7), so a session left open or stolen cannot lock the admin out.
 */
export const updateProfileBody = z
  .strictObject({
    email: emailField(),
    firstName,
    lastName,
    password: adminSetPassword.optional(),
    currentPassword: text().max(PASSWORD_MAX).optional(),
  })
  .refine((b) => b.password === undefined || !!b.currentPassword, {
    message: CURRENT_PASSWORD_REQUIRED,
    path: ['currentPassword'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const adminProfile = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

/** POST /api/admin/users/{id}/reset-mfa: done; emailSent says whether the user's e-mail went. */
export const mfaResetAnswer = z.object({ message: z.string(), emailSent: z.boolean() });
export type MfaResetAnswer = z.infer<typeof mfaResetAnswer>;
