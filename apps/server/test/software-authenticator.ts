import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey in software, for tests: a P-256 key that answers WebAuthn ceremonies as a real authenticator does
 * ('none' attestation, ES256 signatures, a signature counter), so the server's real verification runs on it.
 */

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** One authenticator holding one passkey, made at its first registration. `origin`: the page the browser is on. */
export const softwareAuthenticator = (origin = 'http://localhost:3000', rpId = 'localhost') => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  const authData = (flags: number, count: number, attested?: Buffer) => {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(count, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  };

  return {
    id: b64(credentialId),
    /** The browser's answer to registration options (JSON text, as the office app sends it). */
    register: (optionsJson: string, overrides: { origin?: string } = {}) => {
      const options = JSON.parse(optionsJson) as Options;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)]);
      const attestation = new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData(UP | UV | AT, counter, attested))],
      ]);
      const attestationObject = isoCBOR.encode(attestation as Parameters<typeof isoCBOR.encode>[0]);
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, overrides.origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      });
    },
    /** The browser's answer to authentication options: signs, and moves the counter on (unless told to keep it). */
    assert: (optionsJson: string, overrides: { origin?: string; keepCounter?: boolean } = {}) => {
      const options = JSON.parse(optionsJson) as Options;
      if (!overrides.keepCounter) counter += 1;
      const data = authData(UP | UV, counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      });
    },
  };
};
