import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every navigation item of the shared layout, in the spec's order (spec 1, Shared layout). */
export const ALL_NAV_ITEMS = [
  'Home',
  'Calendar',
  'Learners',
  'Messages',
  'My business profile',
  'Accounts',
  'My details',
  'Areas & prices',
  'Preferences',
];

/** The side navigation, "Main" (permanent on desktop, in the drawer on a phone). */
export const sideNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main', exact: true });

/** The top bar's account menu button: the avatar and the instructor's full name. */
export const accountMenuButton = (page: Page, fullName: string): Locator =>
  page.getByRole('button', { name: `Account options for ${fullName}`, exact: true });

/** The names of the side navigation's items, waiting until they have settled to `expected`. */
export const expectNavItems = async (page: Page, expected: string[]) => {
  const nav = sideNav(page);
  await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
  await expect
    .poll(async () => (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== ''), {
      timeout: 10_000,
    })
    .toEqual(expected);
};

/** The "Good morning|afternoon|evening {first name}" greeting of /home, checked against London's clock. */
export const expectGreeting = async (page: Page, firstName: string) => {
  const greeting = page.getByText(new RegExp(`^Good (morning|afternoon|evening) ${firstName}$`));
  await greeting.waitFor();
  const word = (date: Date) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/London' }).format(date),
    );
    return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  };
  const before = word(new Date(Date.now() - 60_000));
  const text = ((await greeting.textContent()) ?? '').trim();
  const after = word(new Date());
  expect([`Good ${before} ${firstName}`, `Good ${after} ${firstName}`]).toContain(text);
};

/** True when the page does not scroll sideways (a layout that fits the phone). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
