import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey in software, for tests: a P-256 key that answers WebAuthn ceremonies as a real authenticator does
 * ('none' attestation, ES256 signatures, a signature counter), so the server's real verification runs on it.
 */

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const cbor = (value: unknown) => Buffer.from(isoCBOR.encode(value as Parameters<typeof isoCBOR.encode>[0]));

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Key = { privateKey: KeyObject; credentialId: Buffer; coseKey: Buffer; origin: string; rpId: string };
type Overrides = { origin?: string };

/** The COSE form of an EC2 P-256 public key (kty 2, alg -7 ES256, crv 1, x, y). */
const coseKeyOf = (publicKey: KeyObject) => {
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  return cbor(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
};

const clientData = (key: Key, type: string, optionsJson: string, overrides: Overrides) => {
  const { challenge } = JSON.parse(optionsJson) as { challenge: string };
  return Buffer.from(JSON.stringify({ type, challenge, origin: overrides.origin ?? key.origin, crossOrigin: false }));
};

const authData = (key: Key, flags: number, counter: number, attested?: Buffer) => {
  const head = Buffer.alloc(37);
  sha256(key.rpId).copy(head, 0);
  head[32] = flags;
  head.writeUInt32BE(counter, 33);
  return attested ? Buffer.concat([head, attested]) : head;
};

const credentialJson = (key: Key, response: Record<string, unknown>) =>
  JSON.stringify({
    id: b64(key.credentialId),
    rawId: b64(key.credentialId),
    type: 'public-key',
    response,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  });

/** The browser's answer to registration options: a 'none' attestation of the new credential. */
const registrationResponse = (key: Key, optionsJson: string, overrides: Overrides) => {
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(key.credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, key.credentialId, key.coseKey]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData(key, UP | UV | AT, 0, attested))],
    ]),
  );
  return credentialJson(key, {
    clientDataJSON: b64(clientData(key, 'webauthn.create', optionsJson, overrides)),
    attestationObject: b64(attestationObject),
    transports: ['internal'],
  });
};

/** The browser's answer to authentication options: signed over the authenticator data and the client data. */
const assertionResponse = (key: Key, optionsJson: string, counter: number, overrides: Overrides) => {
  const data = authData(key, UP | UV, counter);
  const clientDataJSON = clientData(key, 'webauthn.get', optionsJson, overrides);
  const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), key.privateKey);
  return credentialJson(key, {
    clientDataJSON: b64(clientDataJSON),
    authenticatorData: b64(data),
    signature: b64(signature),
  });
};

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** One authenticator holding one passkey. `origin`: the page the browser is on. Answers are JSON text. */
export const softwareAuthenticator = (origin = 'http://localhost:3000', rpId = 'localhost') => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key: Key = { privateKey, credentialId: randomBytes(16), coseKey: coseKeyOf(publicKey), origin, rpId };
  let counter = 0;
  return {
    id: b64(key.credentialId),
    register: (optionsJson: string, overrides: Overrides = {}) => registrationResponse(key, optionsJson, overrides),
    /** Signs, and moves the counter on (unless told to keep it: a cloned key, or a replay). */
    assert: (optionsJson: string, overrides: Overrides & { keepCounter?: boolean } = {}) => {
      if (!overrides.keepCounter) counter += 1;
      return assertionResponse(key, optionsJson, counter, overrides);
    },
  };
};
