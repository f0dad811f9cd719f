import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  MfaPasskeyBody,
  MfaVerifyAnswer,
  PasskeyAddedAnswer,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRegisterBody,
  PasskeyRequestOptions,
  PasskeySummary,
} from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  countCodeAttempt,
  finish,
  issueRecoveryCodes,
  recoveryCodesLeft,
  refuseFactor,
  requireStage,
} from './auth-mfa.service.ts';
import { afterFactorRemoved } from './auth-mfa-manage.service.ts';
import * as passkeysRepo from './auth-passkeys.repository.ts';
import { toCurrentUser } from './auth.presenter.ts';

/**
 * Passkeys, a second factor beside the authenticator app (docs/domain.md, "Multi-factor sign-in",
 * Passkeys; ADR 0021): a fully signed-in user adds, lists and removes them; a session at stage
 * 'enrol' may register one instead of the app, one at stage 'verify' may answer with one. Each
 * ceremony's challenge is kept in the database for the session and used once.
 */

const RP_NAME = 'Worker CRM';
/** How long a ceremony's challenge (and the browser's prompt) stays open. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

export const PASSKEY_EXPIRED = 'The passkey request expired or was already answered. Please try again.';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered for this account';
export const PASSKEY_TAKEN = 'This passkey is already registered';
export const NO_PASSKEY = 'No passkey is set up for this account';
export const PASSKEY_NOT_FOUND = 'Passkey not found';

/**
 * The relying party is the app's public address (PUBLIC_URL): its host is the rpID, its origin the
 * only origin accepted (ADR 0021). Pure.
 */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle: stable per account, no personal data (a hash of the account's id). */
const userHandleOf = (userId: number) =>
  new Uint8Array(crypto.createHash('sha256').update(`worker-crm-user:${userId}`).digest());

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

const toSummary = (row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** GET /api/auth/passkeys: the caller's own passkeys, oldest first, never a key. */
export async function listPasskeys(ctx: AppContext, user: SessionUser): Promise<PasskeyList> {
  return { passkeys: (await passkeysRepo.listPasskeys(ctx.db, user.id)).map(toSummary) };
}

/**
 * POST /api/auth/passkeys/registration-options: the options for navigator.credentials.create(), for
 * a fully signed-in session or one at stage 'enrol'; the user's passkeys are excluded, so one
 * authenticator is registered once.
 */
export async function registrationOptions(ctx: AppContext, user: SessionUser): Promise<PasskeyCreationOptions> {
  const { rpID } = relyingParty(ctx.config.publicUrl);
  const existing = await passkeysRepo.credentialsOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await passkeysRepo.putChallenge(ctx.db, {
    sessionId: user.sessionId,
    purpose: 'registration',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
  return { ...options };
}

/** The authenticator's answer checked against the challenge, the origin and the rpID; null when it fails. */
async function verifiedCredential(ctx: AppContext, response: PasskeyRegisterBody['response'], challenge: string) {
  const { rpID, origin } = relyingParty(ctx.config.publicUrl);
  try {
    const result = await verifyRegistrationResponse({
      response: response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    // The library's reason may quote what the browser sent; the answer says only that it failed.
    return null;
  }
}

const notVerified = (message: string) => new AppError('VALIDATION_ERROR', message, [{ field: 'response', message }]);

/**
 * POST /api/auth/passkeys: the browser's answer to the session's registration challenge (used
 * once). Fully signed in, the passkey is added; at stage 'enrol' adding it also makes the ten
 * recovery codes and finishes the sign-in with a new session, in one transaction, as enabling the
 * app does. Audited (passkey_added) either way.
 */
export async function addPasskey(
  ctx: AppContext,
  user: SessionUser,
  body: PasskeyRegisterBody,
  meta: RequestMeta,
): Promise<{ token: string | null; answer: PasskeyAddedAnswer }> {
  const challenge = await passkeysRepo.takeChallenge(ctx.db, user.sessionId, 'registration', new Date());
  if (!challenge) throw notVerified(PASSKEY_EXPIRED);
  const credential = await verifiedCredential(ctx, body.response, challenge);
  if (!credential) throw notVerified(PASSKEY_NOT_VERIFIED);
  const row = {
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: body.name,
  };
  return ctx.db.transaction(async (tx) => {
    const added = await passkeysRepo.insertPasskey(tx, row);
    if (!added) throw new AppError('CONFLICT', PASSKEY_TAKEN);
    await recordAudit(tx, { actor: user, action: 'passkey_added', entityType: 'user', entityId: user.id, ip: meta.ip });
    if (user.mfaStage !== 'enrol') return { token: null, answer: { passkey: toSummary(added) } };
    const recoveryCodes = await issueRecoveryCodes(tx, user.id);
    const token = await finish(tx, user, 'enrol', [], meta);
    return { token, answer: { passkey: toSummary(added), recoveryCodes, user: toCurrentUser(user) } };
  });
}

/** DELETE /api/auth/passkeys/:id: one of the caller's own (404 for anyone else's), audited. */
export async function removePasskey(ctx: AppContext, user: SessionUser, id: number, meta: RequestMeta) {
  requireFreshSignIn(user);
  await ctx.db.transaction(async (tx) => {
    if (!(await passkeysRepo.deletePasskey(tx, user.id, id))) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND);
    await afterFactorRemoved(ctx, tx, user);
    await recordAudit(tx, {
      actor: user,
      action: 'passkey_removed',
      entityType: 'user',
      entityId: user.id,
      ip: meta.ip,
    });
  });
}

/** Options for navigator.credentials.get() with the user's passkeys allowed; the challenge kept for this session. */
async function requestOptions(ctx: AppContext, user: SessionUser): Promise<PasskeyRequestOptions> {
  const credentials = await passkeysRepo.credentialsOf(ctx.db, user.id);
  if (credentials.length === 0) throw new AppError('BAD_REQUEST', NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config.publicUrl).rpID,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: c.transports })),
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await passkeysRepo.putChallenge(ctx.db, {
    sessionId: user.sessionId,
    purpose: 'authentication',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  });
  return { ...options };
}

/** POST /api/auth/mfa/passkey-options: the sign-in's second step with a passkey. */
export async function signInOptions(ctx: AppContext, user: SessionUser): Promise<PasskeyRequestOptions> {
  requireStage(user, 'verify');
  return requestOptions(ctx, user);
}

/** POST /api/auth/reauthenticate/passkey-options: a fully signed-in session confirming it is the user. */
export async function reauthenticationOptions(ctx: AppContext, user: SessionUser): Promise<PasskeyRequestOptions> {
  if (user.mfaStage !== null) throw new AppError('CONFLICT', 'Finish signing in first');
  return requestOptions(ctx, user);
}

type Credential = Awaited<ReturnType<typeof passkeysRepo.credentialsOf>>[number];

/** The assertion's new counter when it is right for this credential and challenge (the library refuses a counter that did not grow); else null. */
async function assertionCounter(
  ctx: AppContext,
  response: MfaPasskeyBody['response'],
  credential: Credential,
  challenge: string,
): Promise<number | null> {
  const { rpID, origin } = relyingParty(ctx.config.publicUrl);
  try {
    const result = await verifyAuthenticationResponse({
      response: response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: credential.credentialId,
        publicKey: toBytes(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/mfa/passkey: the browser's answer to the sign-in's challenge (used once), counted
 * and refused like a wrong code; a right one stores the counter and finishes the sign-in with a new
 * session, as a code does.
 */
export async function verifyPasskey(
  ctx: AppContext,
  user: SessionUser,
  body: MfaPasskeyBody,
  meta: RequestMeta,
): Promise<{ token: string; answer: MfaVerifyAnswer }> {
  requireStage(user, 'verify');
  const keys = await countCodeAttempt(ctx, user.id, meta.ip);
  const checked = await checkAssertion(ctx, user, body.response);
  if (typeof checked === 'string') return refusePasskey(ctx, user, meta, checked);
  const token = await ctx.db.transaction(async (tx) => {
    if (!(await checked.spend(tx))) return null;
    return finish(tx, user, 'verify', keys, meta);
  });
  if (token === null) return refusePasskey(ctx, user, meta, PASSKEY_NOT_VERIFIED);
  const left = await recoveryCodesLeft(ctx.db, user.id);
  return { token, answer: { message: 'Login successful', user: toCurrentUser(user), recoveryCodesLeft: left } };
}

/** A wrong passkey answer: in the login audit as a failure, then 400 under `field`. */
export const refusePasskey = (
  ctx: AppContext,
  user: SessionUser,
  meta: RequestMeta,
  message: string,
  field = 'response',
) => refuseFactor(ctx, user, meta, { field, message, failureReason: 'invalid_passkey' });

/**
 * Checks a passkey's answer to this session's challenge (taken, so used once): the refusal's
 * message, or `spend`, which stores the new counter in the caller's transaction and is true for
 * one caller only (of two parallel uses one stores it).
 */
export async function checkAssertion(
  ctx: AppContext,
  user: SessionUser,
  response: MfaPasskeyBody['response'],
): Promise<string | { spend: (tx: DbOrTx) => Promise<boolean> }> {
  const challenge = await passkeysRepo.takeChallenge(ctx.db, user.sessionId, 'authentication', new Date());
  if (!challenge) return PASSKEY_EXPIRED;
  const credential = (await passkeysRepo.credentialsOf(ctx.db, user.id)).find((c) => c.credentialId === response.id);
  if (!credential) return PASSKEY_UNKNOWN;
  const counter = await assertionCounter(ctx, response, credential, challenge);
  if (counter === null) return PASSKEY_NOT_VERIFIED;
  return { spend: (tx) => passkeysRepo.recordUse(tx, credential.id, credential.counter, counter, new Date()) };
}
