import { existsSync } from 'node:fs';

/** Debian's Chromium: the journeys drive the system browser, never a downloaded one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

export const hasChromium = (): boolean => existsSync(CHROMIUM_PATH);

export const missingChromiumMessage = () =>
  `Chromium is not installed at ${CHROMIUM_PATH}: the browser journeys are SKIPPED. Install it with: ${INSTALL_CHROMIUM}`;
