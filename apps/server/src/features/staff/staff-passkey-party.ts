import type { Config } from '../../config.ts';

/** Who the passkeys belong to (the WebAuthn relying party): the office's public address, localhost in development. */
export type RelyingParty = { rpID: string; rpName: string; isOrigin: (origin: string) => boolean };

const LOCALHOST_ORIGIN = /^http:\/\/localhost(:\d{1,5})?$/;

/**
 * PUBLIC_URL names the one origin passkeys work at (its host is the RP ID). Without it, in development and tests,
 * any http://localhost port (the server's, or a Vite dev server's in front of it); in production without it,
 * only http://localhost:PORT, so passkeys work only once PUBLIC_URL is set.
 */
export const relyingPartyOf = (config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>): RelyingParty => {
  const rpName = 'AA & BSM office';
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    return { rpID: url.hostname, rpName, isOrigin: (origin) => origin === url.origin };
  }
  const own = `http://localhost:${config.PORT}`;
  const isOrigin =
    config.NODE_ENV === 'production'
      ? (origin: string) => origin === own
      : (origin: string) => LOCALHOST_ORIGIN.test(origin);
  return { rpID: 'localhost', rpName, isOrigin };
};
