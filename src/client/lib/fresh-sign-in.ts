/**
 * Fresh sign-in on the client (docs/domain.md, "Multi-factor sign-in"; ADR 0022): the API layer
 * meets 403 FRESH_SIGN_IN_REQUIRED, asks here, and sends the request again when the user confirmed
 * it is them. The asking is done by the one re-authentication dialog (components/fresh-sign-in-dialog.tsx),
 * mounted with the signed-in app; without it nobody can answer and the refusal goes to the caller.
 */

/** Opens the dialog with the server's message; true once the user re-authenticated, false when they cancelled. */
export type FreshSignInAsker = (message: string) => Promise<boolean>;

let asker: FreshSignInAsker | null = null;
/** Several requests refused at once share one dialog and one answer. */
let pending: Promise<boolean> | null = null;

/** The dialog registers itself; the returned function unregisters it. */
export function setFreshSignInAsker(next: FreshSignInAsker): () => void {
  asker = next;
  return () => {
    if (asker === next) asker = null;
  };
}

/** Asks the user to confirm it is them: resolves true to retry the refused request, false to give up. */
export function confirmItIsYou(message: string): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker(message).finally(() => {
    pending = null;
  });
  return pending;
}
