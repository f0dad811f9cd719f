import { z } from 'zod';
import { text } from './common.ts';
import { isValidEmail } from '../domain/email.ts';
import { PASSWORD_MAX, meetsComplexity, passwordMessages } from '../domain/password.ts';
import { roles } from '../domain/permissions.ts';
import { apiPath } from './paths.ts';

/** Signing in and the signed-in user. */
export const authPaths = {
  user: apiPath('/api/auth/user'),
  login: apiPath('/api/auth/login'),
  logout: apiPath('/api/auth/logout'),
  forgotPassword: apiPath('/api/auth/forgot-password'),
  resetPassword: apiPath('/api/auth/reset-password'),
  changePassword: apiPath('/api/auth/change-password'),
  preferences: apiPath('/api/auth/preferences'),
};

/** Login form (docs/domain.md): the same schema checks the form and the request. */
export const loginBody = z.strictObject({
  email: text('Email is required').trim().min(1, 'Email is required').refine(isValidEmail, 'Invalid email address'),
  password: text('Password is required').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.strictObject({
  email: text('Email is required').trim().min(1, 'Email is required').refine(isValidEmail, 'Invalid email address'),
});

/** A new password a user chooses: complexity applies (reset page, forced change). */
export const newPasswordField = text('New password is required')
  .min(1, 'New password is required')
  .max(PASSWORD_MAX, passwordMessages.tooLong)
  .refine(meetsComplexity, passwordMessages.complexity);

export const resetPasswordBody = z.strictObject({
  token: text('Invalid Reset Link').min(1, 'Invalid Reset Link').max(200),
  newPassword: newPasswordField,
});

export const changePasswordBody = z
  .strictObject({
    currentPassword: text('Current password is required').min(1, 'Current password is required').max(PASSWORD_MAX),
    newPassword: newPasswordField,
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    message: 'New password must be different from current password',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The Change Password forms (the forced change, My Profile): the request's rules (required,
 * complexity, different from the current one) plus the confirmation, which never leaves the browser.
 */
export const changePasswordForm = changePasswordBody
  .safeExtend({ confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** How the Workers screen shows its list: cards (the default) or the dense table (issue 9). */
export const workerListViews = ['cards', 'table'] as const;
export type WorkerListView = (typeof workerListViews)[number];

/** PUT /api/auth/preferences: the signed-in user's own display choices, kept on the server. */
export const preferencesBody = z.strictObject({ workerListView: z.enum(workerListViews) });
export type Preferences = z.infer<typeof preferencesBody>;

export const currentUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  agencyId: z.number().nullable(),
  isActive: z.boolean(),
  requirePasswordChange: z.boolean(),
  permissions: z.array(z.string()),
  preferences: preferencesBody,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** POST /api/auth/login: the session cookie is set; the answer names the user signed in. */
export const loginAnswer = z.object({ message: z.string(), user: currentUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Whether an address is signing in's own: a 401 there is a refusal, not the end of a session. */
export const isAuthPath = (url: string) => url.startsWith('/api/auth/');
