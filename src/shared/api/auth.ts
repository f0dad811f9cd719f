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
  mfaSetup: apiPath('/api/auth/mfa/setup'),
  mfaEnable: apiPath('/api/auth/mfa/enable'),
  mfaVerify: apiPath('/api/auth/mfa/verify'),
  mfa: apiPath('/api/auth/mfa'),
  mfaRecoveryCodes: apiPath('/api/auth/mfa/recovery-codes'),
  mfaPasskeyOptions: apiPath('/api/auth/mfa/passkey-options'),
  mfaPasskey: apiPath('/api/auth/mfa/passkey'),
  passkeys: apiPath('/api/auth/passkeys'),
  passkeyRegistrationOptions: apiPath('/api/auth/passkeys/registration-options'),
  passkey: apiPath('/api/auth/passkeys/:id'),
  reauthenticate: apiPath('/api/auth/reauthenticate'),
  reauthenticatePasskeyOptions: apiPath('/api/auth/reauthenticate/passkey-options'),
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

/** Fully signed in: the session cookie is set; the answer names the user signed in. */
export const signedInAnswer = z.object({ message: z.string(), user: currentUser });
export type SignedInAnswer = z.infer<typeof signedInAnswer>;

/**
 * The password was right, but the user must give a second factor (docs/domain.md, "Multi-factor
 * sign-in"): the session set reaches only the second factor's calls and sign-out.
 */
export const mfaRequiredAnswer = z.object({
  mfaRequired: z.literal(true),
  enrolmentRequired: z.boolean(),
  /** The user has a passkey: the code screen offers "Use a passkey". */
  passkey: z.boolean(),
});
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredAnswer>;

/** POST /api/auth/login: signed in, or a second factor still to give. */
export const loginAnswer = z.union([signedInAnswer, mfaRequiredAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

const digitsOnly = (v: string) => v.replace(/\s/g, '');
/** A code from the authenticator app: 6 digits (spaces, as some apps show them, are dropped). */
export const mfaCodeField = text('Enter the 6-digit code')
  .transform(digitsOnly)
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A recovery code as typed: letters and digits, with or without dashes and spaces. */
export const recoveryCodeField = text('Enter a recovery code')
  .max(40, 'Enter a recovery code')
  .refine((v) => /^[A-Za-z0-9][A-Za-z0-9\s-]*$/.test(v.trim()), 'Enter a recovery code');

/** POST /api/auth/mfa/setup: the new secret, as text and as the QR code's address. */
export const mfaSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswer>;

/** POST /api/auth/mfa/enable: a first code proves the app holds the secret. */
export const mfaEnableBody = z.strictObject({ code: mfaCodeField });
export type MfaEnableBody = z.infer<typeof mfaEnableBody>;

/** The recovery codes, shown this once, and the user now fully signed in. */
export const mfaEnableAnswer = z.object({ recoveryCodes: z.array(z.string()), user: currentUser });
export type MfaEnableAnswer = z.infer<typeof mfaEnableAnswer>;

/** POST /api/auth/mfa/verify: a code from the app, or one of the recovery codes. */
export const mfaVerifyBody = z
  .strictObject({ code: mfaCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Enter the code from your authenticator app or a recovery code',
    path: ['code'],
  });
export type MfaVerifyBody = z.infer<typeof mfaVerifyBody>;

/** Signed in; recoveryCodesLeft says how many unused recovery codes remain. */
export const mfaVerifyAnswer = signedInAnswer.extend({ recoveryCodesLeft: z.number() });
export type MfaVerifyAnswer = z.infer<typeof mfaVerifyAnswer>;

/**
 * GET /api/auth/mfa: the signed-in user's second factor as My Profile shows it: whether an
 * authenticator app is set up, whether a passkey is, how many recovery codes are left, and whether
 * the role must use a second factor.
 */
export const mfaStatusAnswer = z.object({
  app: z.boolean(),
  passkey: z.boolean(),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});
export type MfaStatusAnswer = z.infer<typeof mfaStatusAnswer>;

/** POST /api/auth/mfa/recovery-codes: ten new recovery codes, shown this once; the earlier ones stop working. */
export const mfaRecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodesAnswer = z.infer<typeof mfaRecoveryCodesAnswer>;

/**
 * Passkeys (docs/domain.md, "Multi-factor sign-in", Passkeys; ADR 0021). The options a browser
 * passes to navigator.credentials (WebAuthn's JSON form, as @simplewebauthn makes them): the fields
 * named here are checked, the rest of the standard's dictionary passes through untouched.
 */
export const passkeyCreationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.unknown(),
  user: z.unknown(),
  pubKeyCredParams: z.array(z.unknown()),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

export const passkeyRequestOptions = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(z.unknown()).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

const base64url = (what: string) =>
  z
    .string({ error: `The passkey's ${what} is missing` })
    .max(100_000, `The passkey's ${what} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `The passkey's ${what} is not valid`);

/** What the browser's navigator.credentials.create() answered, as JSON (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.looseObject({
  id: base64url('id'),
  rawId: base64url('id'),
  type: z.literal('public-key', { error: 'Not a passkey answer' }),
  response: z.looseObject({
    clientDataJSON: base64url('client data'),
    attestationObject: base64url('attestation'),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** What navigator.credentials.get() answered, as JSON (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponse = z.looseObject({
  id: base64url('id'),
  rawId: base64url('id'),
  type: z.literal('public-key', { error: 'Not a passkey answer' }),
  response: z.looseObject({
    clientDataJSON: base64url('client data'),
    authenticatorData: base64url('authenticator data'),
    signature: base64url('signature'),
    userHandle: base64url('user handle').optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

export const PASSKEY_NAME_MAX = 60;
/** The name a user gives a passkey, to tell it from their others ("Work laptop"). */
export const passkeyNameField = text('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`);

/** POST /api/auth/passkeys: the name and the browser's answer to the registration options. */
export const passkeyRegisterBody = z.strictObject({ name: passkeyNameField, response: passkeyRegistrationResponse });
export type PasskeyRegisterBody = z.infer<typeof passkeyRegisterBody>;

/** One passkey as its owner sees it: never its key. */
export const passkeySummary = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** GET /api/auth/passkeys: the caller's own, oldest first. */
export const passkeyList = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeyList = z.infer<typeof passkeyList>;

/**
 * POST /api/auth/passkeys: the passkey added; registered at the enrolment stage it also finished
 * the sign-in, as POST /api/auth/mfa/enable does: the recovery codes (shown this once) and the user.
 */
export const passkeyAddedAnswer = z.object({
  passkey: passkeySummary,
  recoveryCodes: z.array(z.string()).optional(),
  user: currentUser.optional(),
});
export type PasskeyAddedAnswer = z.infer<typeof passkeyAddedAnswer>;

/** POST /api/auth/mfa/passkey: the browser's answer to the sign-in's passkey options. */
export const mfaPasskeyBody = z.strictObject({ response: passkeyAuthenticationResponse });
export type MfaPasskeyBody = z.infer<typeof mfaPasskeyBody>;

/**
 * POST /api/auth/reauthenticate (docs/domain.md, "Multi-factor sign-in": fresh sign-in; ADR 0022):
 * the password, and when the second factor applies to the user one of: a code from the app, a
 * recovery code, or a passkey's answer to POST /api/auth/reauthenticate/passkey-options.
 */
export const reauthenticateBody = z
  .strictObject({
    password: text('Password is required').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is required'),
    code: mfaCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
    passkey: passkeyAuthenticationResponse.optional(),
  })
  .refine((b) => [b.code, b.recoveryCode, b.passkey].filter((v) => v !== undefined).length <= 1, {
    message: 'Enter the code from your authenticator app or a recovery code',
    path: ['code'],
  });
export type ReauthenticateBody = z.infer<typeof reauthenticateBody>;

/** Whether an address is signing in's own: a 401 there is a refusal, not the end of a session. */
export const isAuthPath = (url: string) => url.startsWith('/api/auth/');
