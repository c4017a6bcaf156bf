import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD, demoStaff } from '../../server/src/seed/staff.seed.ts';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage } from '../../web/e2e/support/browser.ts';

/*
 * Issue 24 §3 in real Chromium: an Allocations member searches the directory by ADI number, opens the
 * instructor's page, locks their capacity and finds the lock in the instructor's audit trail.
 */

const DESK = { width: 1280, height: 800 };
const SMALL_DESK = { width: 1024, height: 768 };

// The seed's Allocations member (both brands, apps/server/src/seed/staff.seed.ts), whom no other office journey
// signs in as, so no other journey uses their authenticator code in the same half-minute.
const member = demoStaff.find((m) => m.email === 'allocations@office.example')!;

/** The page checked with axe at both desk widths the office is built for, left at 1280 px. */
const checkA11yAtDeskWidths = async (page: Page, label: string) => {
  await page.setViewportSize(SMALL_DESK);
  await checkA11y(page, `${label}-1024`);
  await page.setViewportSize(DESK);
  await checkA11y(page, `${label}-1280`);
};

/** Password, then the code the member's authenticator app shows now; the office lands on the directory. */
const signIn = async (page: Page) => {
  await page.goto(`${baseUrl()}/office/sign-in`);
  await page.getByLabel('Work email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').fill(await generate({ secret: member.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/office/instructors');
};

describeJourneys('Office directory', () => {
  it('finds an instructor by ADI number, locks their capacity and shows the lock in their audit trail', async () => {
    const page = await newPage(DESK);
    await signIn(page);
    // The first of several pages: no total, the rows shown and a next page.
    await page.getByText('Instructors 1–25, more on the next page').waitFor();
    await checkA11yAtDeskWidths(page, 'office-directory');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Instructors 26–/).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText('Instructors 1–25, more on the next page').waitFor();

    await page.getByLabel('Search by name, ADI number or postcode').fill('100001');
    await page.getByText('1 instructor found').waitFor();
    await page.getByRole('table', { name: 'Instructors' }).getByRole('link', { name: 'Daniel Hughes' }).click();
    await page.getByRole('heading', { name: 'Daniel Hughes', level: 1 }).waitFor();
    const franchises = page.getByRole('table', { name: 'Franchises and capacity' });
    const lock = franchises.getByRole('button', { name: 'Lock capacity' });
    await lock.waitFor();
    const trail = page.getByRole('table', { name: "Daniel Hughes's audit trail" });
    // The trail may already hold other journeys' entries for Daniel (they share the server): the lock is found by name.
    await page.getByText('Audit trail', { exact: true }).waitFor();
    await checkA11yAtDeskWidths(page, 'office-instructor');

    await lock.click();
    const dialog = page.getByRole('dialog', { name: 'Lock AA Full capacity?' });
    await dialog.waitFor();
    await checkA11y(page, 'office-lock-capacity-dialog');
    await dialog.getByRole('button', { name: 'Lock capacity' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The franchise now shows locked, with the way to open it again, and the trail says who locked it.
    await franchises.getByRole('button', { name: 'Open capacity' }).waitFor();
    expect(await franchises.getByRole('row').nth(1).textContent()).toContain(', locked');
    const entry = trail.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Locked capacity' }) });
    await entry.waitFor();
    expect(await entry.getByRole('cell').nth(2).textContent()).toBe(member.name);
    await checkA11yAtDeskWidths(page, 'office-instructor-locked');
  });
});
