import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, pathOf } from './support/browser.ts';
import { accountMenuButton, expectGreeting } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const expectPageMissing = async (page: Page) => {
  await page.getByText('This is awkward.').waitFor();
  await page.getByText("We can't find the page you are looking for. Try starting from the homepage?").waitFor();
  await page.getByRole('button', { name: /^go to homepage$/i }).waitFor();
  await checkA11y(page);
};

describeJourneys('Error pages and logout', () => {
  it('shows the page-missing page for unknown paths, and its button leads home', async () => {
    const page = await newPage();
    // Under a brand and under /errors, without signing in.
    await page.goto(`${baseUrl()}/aa/no-such-page`);
    await expectPageMissing(page);
    await page.goto(`${baseUrl()}/errors/no-such-error`);
    await expectPageMissing(page);

    // Signed in, anywhere else: the button goes to /home.
    await signIn(page, 'aa', accounts.aisha.adi);
    await page.goto(`${baseUrl()}/no-such-page/at-all`);
    await expectPageMissing(page);
    await page.getByRole('button', { name: /^go to homepage$/i }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.aisha.firstName);
    await checkA11y(page);
  });

  it('logs out from the account menu to the brand sign-in, after which /home needs a sign-in again', async () => {
    const page = await newPage();
    await signIn(page, 'aa', accounts.daniel.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.daniel.firstName);
    await checkA11y(page);

    await accountMenuButton(page, accounts.daniel.fullName).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/aa/sign-in' && url.searchParams.get('doLogout') === 'true');
    expect(pathOf(page)).toBe('/aa/sign-in?doLogout=true');
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await checkA11y(page);

    // The session is gone on the server too, not just forgotten by the page.
    await page.goto(`${baseUrl()}/home`);
    await page.waitForURL((url) => url.pathname === '/brand-select');
    await page.getByRole('heading', { name: 'Select your franchise brand' }).waitFor();
    await checkA11y(page);
    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      return response.json();
    });
    expect(me).toMatchObject({ data: { me: null } });
  });
});
