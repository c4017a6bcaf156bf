import type { Page } from 'playwright-core';
import { checkA11y } from './a11y.ts';
import { accountByAdi, DEMO_PASSWORD } from './accounts.ts';
import { baseUrl } from './browser.ts';
import { outboxIds, readLatestCode } from './outbox.ts';

/** The brand segment of the sign-in routes (/{brand}/sign-in). */
type BrandSegment = 'aa' | 'bsm';

/** Fills the sign-in form and presses Sign in (no waiting for what follows). */
export const submitSignIn = async (page: Page, adi: string, password: string) => {
  await page.getByLabel('ADI number').fill(adi);
  // exact: the show/hide toggle's label also mentions the password.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Types a code into the masked access-code input (000-000) and presses Verify. */
export const enterAccessCode = async (page: Page, code: string) => {
  const input = page.getByLabel('Access code');
  await input.click();
  await input.pressSequentially(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
};

/**
 * Signs in through the real screens: /{brand}/sign-in, ADI number and password, then the code texted to
 * the account's mobile (read from the development outbox) on /{brand}/access-code. Axe-checks both pages
 * and returns once the app has left the access-code screen (to /home, or the page the user came from).
 */
export const signIn = async (page: Page, brand: BrandSegment, adi: string, password = DEMO_PASSWORD) => {
  const mobile = accountByAdi(adi)?.mobile;
  if (!page.url().includes(`/${brand}/sign-in`)) await page.goto(`${baseUrl()}/${brand}/sign-in`);
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await checkA11y(page);
  const before = await outboxIds(baseUrl());
  await submitSignIn(page, adi, password);
  await page.waitForURL((url) => url.pathname === `/${brand}/access-code`);
  await page.getByLabel('Access code').waitFor();
  await checkA11y(page);
  const code = await readLatestCode(baseUrl(), mobile, { notIn: before });
  await enterAccessCode(page, code);
  await page.waitForURL((url) => !url.pathname.endsWith('/access-code'));
};
