import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { baseUrl } from '../../../web/e2e/support/browser.ts';
import type { JourneyStaff } from './global-setup.ts';

/**
 * Opens `/office/{section}` signed out, signs the member in with their password and authenticator code, and waits
 * to be back on the section. A code another journey already used this half-minute is refused ("That code is not
 * right."), so the next half-minute's code is tried, up to three times.
 */
export const officeSignIn = async (page: Page, staff: JourneyStaff, section: string) => {
  const path = `/office/${section}`;
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL((url) => url.pathname === '/office/sign-in');
  await page.getByLabel('Work email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === path).then(() => 'in' as const),
      page
        .getByText('That code is not right.', { exact: false })
        .waitFor()
        .then(() => 'again' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error('the office did not take the authenticator code');
};
