import type { users } from '../db/schema/index.ts';

/**
 * The signed-in user on a request (the session plugin puts it there, docs/decisions/0004-server-side-sessions.md): the
 * account's row without its password hash, and the hash of the session's token. Every module takes
 * it from here, so none depends on the sessions module for a type.
 */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash'> & {
  sessionId: string;
  mfaStage: MfaStage | null;
  /** When this session was last fully signed in (docs/domain.md, "Multi-factor sign-in": fresh sign-in); null: not since the rule. */
  freshAt: Date | null;
};

/**
 * What a session opened by the password alone may do (docs/domain.md, "Multi-factor sign-in"):
 * 'enrol' set up the second factor, 'verify' give a code. A fully signed-in session has none.
 */
export const mfaStages = ['enrol', 'verify'] as const;
export type MfaStage = (typeof mfaStages)[number];
export const isMfaStage = (value: string | null): value is MfaStage =>
  (mfaStages as readonly (string | null)[]).includes(value);

/** A session opened by the password alone ends after 15 minutes, used or not. */
export const MFA_PENDING_MS = 15 * 60 * 1000;

/** Session lifetimes (issue 2): 30 minutes idle, 10 hours absolute; the cookie lives as long as the session may. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;
