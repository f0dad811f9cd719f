import { FRESH_SIGN_IN_MESSAGE, isFreshSignIn } from '../../shared/domain/fresh-sign-in.ts';
import { AppError } from './app-error.ts';
import type { SessionUser } from './session-user.ts';

/**
 * The guard of an action that asks the sign-in again (docs/domain.md, "Multi-factor sign-in":
 * fresh sign-in; ADR 0022): 403 FRESH_SIGN_IN_REQUIRED unless this session was fully signed in, or
 * re-authenticated, within the last 5 minutes. The client answers it with its re-authentication
 * dialog and sends the request again. `at` is when the action was asked for (a long import's
 * start), now unless given. A route that may call it declares `config.asksFreshSignIn`, so the API's
 * description lists the code.
 */
export function requireFreshSignIn(user: Pick<SessionUser, 'freshAt'>, at: number = Date.now()): void {
  if (!isFreshSignIn(user.freshAt, at)) throw new AppError('FRESH_SIGN_IN_REQUIRED', FRESH_SIGN_IN_MESSAGE);
}
