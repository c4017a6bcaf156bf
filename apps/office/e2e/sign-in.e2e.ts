import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage, pathOf } from '../../web/e2e/support/browser.ts';
import type { JourneyStaff } from './support/global-setup.ts';

const DESK = { width: 1280, height: 800 };
const SMALL_DESK = { width: 1024, height: 768 };

/** The page checked with axe at both desk widths the office is built for. */
const checkA11yAtDeskWidths = async (page: Page, label: string) => {
  await page.setViewportSize(SMALL_DESK);
  await checkA11y(page, `${label}-1024`);
  await page.setViewportSize(DESK);
  await checkA11y(page, `${label}-1280`);
};

const navItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Office sections' }).getByRole('link').allTextContents();

/** Email and password, as the member types them. */
const enterPassword = async (page: Page, staff: JourneyStaff) => {
  await page.getByLabel('Work email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor();
};

/** The code the member's authenticator app shows now. */
const authenticatorCode = (staff: JourneyStaff) => generate({ secret: staff.totpSecret });

describeJourneys('Office sign-in and shell', () => {
  it('signs a Support member in with a password and an authenticator code, shows their sections only, and signs out', async () => {
    const staff = inject('officeStaff').signInSupport;
    const page = await newPage(DESK);
    await page.goto(`${baseUrl()}/office/documents`);
    await page.waitForURL((url) => url.pathname === '/office/sign-in');
    await page.getByRole('heading', { name: 'Sign in to the office' }).waitFor();
    await checkA11yAtDeskWidths(page, 'office-sign-in');

    await enterPassword(page, staff);
    await checkA11yAtDeskWidths(page, 'office-second-factor');
    await page.getByLabel('Authenticator code').fill(await authenticatorCode(staff));
    await page.getByRole('button', { name: 'Sign in' }).click();

    // On to the page the member first asked for, in the shell with their name, roles and scope.
    await page.waitForURL((url) => url.pathname === '/office/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    expect(await navItems(page)).toEqual(['Instructors', 'Chat inbox', 'Documents', 'Security']);
    const who = page.getByTestId('signed-in-member');
    expect(await who.textContent()).toContain(staff.name);
    expect(await who.textContent()).toContain('Support · AA and BSM');
    await checkA11yAtDeskWidths(page, 'office-shell');

    // Another role's section is named but refused.
    await page.goto(`${baseUrl()}/office/allocation`);
    await page.getByText('Your office role does not allow this.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/office/sign-in');
    await page.getByText('You have signed out.').waitFor();
    await page.goto(`${baseUrl()}/office/instructors`);
    await page.waitForURL((url) => url.pathname === '/office/sign-in');
    expect(pathOf(page)).toBe('/office/sign-in');
  });

  it('refuses a wrong code, then lets an Allocations member in to their sections, and signs out everywhere', async () => {
    const staff = inject('officeStaff').signInAllocations;
    const page = await newPage(SMALL_DESK);
    await page.goto(`${baseUrl()}/office/`);
    await page.waitForURL((url) => url.pathname === '/office/sign-in');
    await enterPassword(page, staff);
    const right = await authenticatorCode(staff);
    await page.getByLabel('Authenticator code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await checkA11y(page, 'office-wrong-code');

    await page.getByLabel('Authenticator code').fill(right);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/office/instructors');
    expect(await navItems(page)).toEqual(['Instructors', 'Allocation', 'Enrolments', 'Security']);

    // A second browser of the same member is signed out with this one.
    const other = await newPage(DESK);
    await other.goto(`${baseUrl()}/office/sign-in`);
    await enterPassword(other, staff);
    await other
      .getByLabel('Authenticator code')
      .fill(await generate({ secret: staff.totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL((url) => url.pathname === '/office/instructors');

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('You have signed out on every device.').waitFor();
    await other.reload();
    await other.waitForURL((url) => url.pathname === '/office/sign-in');
  });
});
