import { generateSecret, generateURI, verify } from 'otplib';

/** A new authenticator-app secret (base32, 160 bits as the apps expect). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app scans (shown as a QR code or typed). */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: 'AA & BSM office', label: email, secret });

const PERIOD_SECONDS = 30;

/**
 * The time step of a right code (RFC 6238, SHA-1, 6 digits, 30 s; one step either side allowed for a phone's
 * clock), or null. The caller refuses a step not later than the last one used, so a code is good once.
 */
export const totpStepOf = async (secret: string, code: string, now: Date): Promise<number | null> => {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_SECONDS });
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
};
