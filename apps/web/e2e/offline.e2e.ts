import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE, pathOf } from './support/browser.ts';
import { accountMenuButton, fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 180_000;
const SAVED_KEY = 'portal.offline.saved-lessons';

/** Width and height of a PNG, from its IHDR chunk (after the 8-byte signature). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

const fetchPng = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return pngSize(Buffer.from(await response.arrayBuffer()));
};

/** Every hashed file the page has loaded is in the service worker's cache (what a reload offline needs). */
const shellIsKept = (page: Page) =>
  page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    const kept = await Promise.all(assets.map((url) => caches.match(url)));
    return (await caches.match('/')) !== undefined && kept.every(Boolean);
  });

const logout = async (page: Page) => {
  await accountMenuButton(page, accounts.daniel.fullName).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
};

describeJourneys('Offline', () => {
  it('serves a valid web app manifest with its icons, and the service worker', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Instructor Portal',
      short_name: 'Instructor',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0D73D9',
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect(await fetchPng(icon.src)).toBe(icon.sizes);

    const html = await (await fetch(`${baseUrl()}/home`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(await fetchPng('/icons/apple-touch-icon.png')).toBe('180x180');

    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });

  it(
    "phone: today's lessons stay readable without signal, changes say they need it, sign-out forgets them",
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      const todays = page.getByTestId('todays-lessons');
      await todays.getByRole('heading', { level: 2 }).waitFor();
      const learnersToday = await todays.locator('a[href^="/learners/"]').allInnerTexts();

      await page.goto(`${baseUrl()}/calendar`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => shellIsKept(page), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).not.toBeNull();

      // No signal: the reload comes from the service worker, the lessons from what was saved.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Your lessons', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/calendar');
      await page.getByText(/^Saved at \d\d:\d\d$/).waitFor();
      await page.getByTestId('offline-banner').getByText('Changes need a connection').waitFor();
      const today = page.getByRole('region', { name: /^Today, / });
      if (learnersToday.length > 0) {
        await today.getByText(learnersToday[0]!, { exact: true }).first().waitFor();
        expect(await today.getByRole('link', { name: /^Call / }).count()).toBeGreaterThan(0);
        expect(await today.getByText(/^Pickup: /).count()).toBeGreaterThan(0);
      } else {
        await today.getByText('No lessons booked.').waitFor();
      }
      await page.getByRole('region', { name: /^Tomorrow, / }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);

      // A change needs the network, and says so.
      await logout(page);
      await page.getByText("You're offline. Signing out needs a connection").waitFor();
      expect(pathOf(page)).toBe('/calendar');

      // Back online the calendar returns by itself; signing out forgets what was saved.
      await page.context().setOffline(false);
      await page.getByRole('heading', { name: 'Your lessons' }).waitFor({ state: 'detached' });
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      await logout(page);
      await page.waitForURL((url) => url.pathname === '/aa/sign-in');
      expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull();

      // Nothing of Daniel's is left to read offline.
      await page.goto(`${baseUrl()}/brand-select`);
      await expect.poll(() => shellIsKept(page), { timeout: 20_000 }).toBe(true);
      await page.context().setOffline(true);
      await page.goto(`${baseUrl()}/calendar`);
      await page.getByText("We've hit a problem").waitFor();
      expect(await page.getByText(/^Saved at /).count()).toBe(0);
      if (learnersToday.length > 0) expect(await page.getByText(learnersToday[0]!).count()).toBe(0);
    },
    SLOW,
  );
});
