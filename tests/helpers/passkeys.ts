import crypto from 'node:crypto';
import { expect } from 'vitest';
import { call, cookieOf, type Body, type TestApp } from './app.ts';

/**
 * A software authenticator for API tests (docs/domain.md, "Multi-factor sign-in", Passkeys): an
 * ES256 key made with node:crypto, answering the server's options the way a browser and a passkey
 * would, with attestation 'none' at registration and a signed assertion at sign-in, so the server's
 * verification runs for real without a browser.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Enough CBOR (RFC 8949) for an attestation object and a COSE key: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export type RegistrationOptions = { challenge: string; rp: { id: string } };
export type SignInOptions = { challenge: string; rpId: string; allowCredentials?: { id: string }[] };

/** One passkey: its key pair, credential id and signature counter. `origin` is the page the browser says it is on. */
export function softwareAuthenticator(origin = 'http://localhost:3000') {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    credentialId: b64url(credentialId),
    get counter() {
      return counter;
    },
    /** The answer to registration options: attestation 'none', user present and verified. */
    register(options: RegistrationOptions) {
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id),
        Buffer.from([0x01 | 0x04 | 0x40]), // user present, user verified, attested credential data
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to sign-in options: the counter goes up by one (or is `withCounter`), signed with the key. */
    assert(options: SignInOptions, { withCounter }: { withCounter?: number } = {}) {
      counter = withCounter ?? counter + 1;
      const authData = Buffer.concat([sha256(options.rpId), Buffer.from([0x01 | 0x04]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** Adds a passkey with the session `cookie` (fully signed in or enrolling): the answer of POST /api/auth/passkeys. */
export async function addPasskey(
  t: TestApp,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
) {
  const options = await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie });
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.register(options.json<RegistrationOptions>());
  const added = await call(t, 'POST', '/api/auth/passkeys', { cookie, payload: { name, response } });
  expect(added.statusCode, added.body).toBe(201);
  return { res: added, body: added.json<Body>(), cookie: added.cookies.length ? cookieOf(added) : cookie };
}

/** Answers a pending session at stage 'verify' with the passkey: the options asked, then the answer's response. */
export async function signInWithPasskey(t: TestApp, pendingCookie: string, authenticator: SoftwareAuthenticator) {
  const options = await call(t, 'POST', '/api/auth/mfa/passkey-options', { cookie: pendingCookie });
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.assert(options.json<SignInOptions>());
  return call(t, 'POST', '/api/auth/mfa/passkey', { cookie: pendingCookie, payload: { response } });
}
