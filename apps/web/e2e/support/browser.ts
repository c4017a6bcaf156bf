import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { repoRoot } from './built-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, INSTALL_CHROMIUM } from './chromium.ts';

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

let browser: Browser | undefined;
/** An open journey page with the uncaught errors (fail the journey) and console errors (shown on failure) seen. */
type Open = { context: BrowserContext; page: Page; errors: string[]; console: string[] };
const open: Open[] = [];

/** The address of the built server that global-setup started. */
export const baseUrl = (): string => inject('baseUrl');

/**
 * A group of journeys in real Chromium. Each journey opens its own browser context (own cookies) with
 * newPage, closed after the journey. Without Chromium the group is reported as skipped (CI fails earlier,
 * in global-setup), and says how to install it.
 */
export const describeJourneys = (name: string, body: () => void) => {
  const skip = !hasChromium();
  describe.skipIf(skip)(skip ? `${name} [SKIPPED: no Chromium; ${INSTALL_CHROMIUM}]` : name, () => {
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    });
    afterEach(async (context) => {
      const pages = open.splice(0);
      const failed = context.task.result?.state === 'fail';
      if (failed) {
        const dir = join(repoRoot, 'test-results', 'e2e');
        mkdirSync(dir, { recursive: true });
        for (const [i, { page }] of pages.entries()) {
          const path = join(dir, `${context.task.name.replace(/[^a-z0-9]+/gi, '_')}-${i}.png`);
          await page.screenshot({ path, fullPage: true }).catch(() => {});
          console.error(`screenshot of the failed journey at ${page.url()}: ${path}`);
        }
        const seen = pages.flatMap((p) => [...p.errors, ...p.console]);
        if (seen.length > 0) console.error(`the page reported:\n${seen.join('\n')}`);
      }
      await Promise.all(pages.map((p) => p.context.close()));
      const errors = pages.flatMap((p) => p.errors);
      if (!failed && errors.length > 0) {
        throw new Error(`Uncaught errors in the page during the journey:\n${errors.join('\n')}`);
      }
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
    body();
  });
};

/** A fresh browser context (no cookies) and page at the given viewport, in UK English and London time. */
export const newPage = async (viewport: Viewport = DESKTOP): Promise<Page> => {
  if (!browser) throw new Error('newPage() runs inside describeJourneys');
  const context = await browser.newContext({
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  // Well inside the test timeout, so a missing element fails with Playwright's own clear message.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const entry: Open = { context, page, errors: [], console: [] };
  page.on('pageerror', (error) => entry.errors.push(`uncaught at ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') entry.console.push(`console at ${page.url()}: ${message.text()}`);
  });
  open.push(entry);
  return page;
};

/** Path and query of the page, for assertions on where the app has gone. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
