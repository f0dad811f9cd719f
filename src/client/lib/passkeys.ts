import {
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type {
  MfaPasskeyBody,
  PasskeyCreationOptions,
  PasskeyRegisterBody,
  PasskeyRequestOptions,
} from '../../shared/api/auth.ts';
import { messageOf } from './errors.ts';

/**
 * The browser's side of a passkey (docs/domain.md, "Multi-factor sign-in", Passkeys): the
 * server's options handed to navigator.credentials through @simplewebauthn/browser, the answer
 * handed back as JSON. Sign-in and My Profile both use it, so it lives here, below the features.
 */

/** What the browser's refusal means to the user; the error itself carries no sentence worth showing. */
export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

function promptError(error: unknown): PasskeyPromptError {
  const name = error instanceof WebAuthnError ? error.code : error instanceof Error ? error.name : '';
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyPromptError('This passkey is already registered');
  }
  if (name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') {
    return new PasskeyPromptError('The passkey prompt was closed or timed out. Please try again.');
  }
  return new PasskeyPromptError('This browser could not use a passkey here. Please try again.');
}

/** Asks the browser to create a passkey for the server's registration options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegisterBody['response']> {
  try {
    const response = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return {
      ...response,
      response: { ...response.response },
      clientExtensionResults: { ...response.clientExtensionResults },
    };
  } catch (error) {
    throw promptError(error);
  }
}

/** Asks the browser to sign the server's sign-in challenge with one of the user's passkeys. */
export async function answerWithPasskey(options: PasskeyRequestOptions): Promise<MfaPasskeyBody['response']> {
  try {
    const response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return {
      ...response,
      response: { ...response.response },
      clientExtensionResults: { ...response.clientExtensionResults },
    };
  } catch (error) {
    throw promptError(error);
  }
}

/** The sentence to show for a failed passkey step: the browser's refusal, or the server's message. */
export const passkeyFailureMessage = (error: unknown, fallback: string): string =>
  error instanceof PasskeyPromptError ? error.message : messageOf(error, fallback);
