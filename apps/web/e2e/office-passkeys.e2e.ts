import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { baseUrl, describeJourneys, newPage } from './support/browser.ts';

/*
 * Issue 24 §2: a staff member adds a passkey after signing in with an authenticator code, then signs in with the
 * password and the passkey, in real Chromium with its virtual authenticator (CDP WebAuthn). Passkeys need a
 * secure context whose host is the RP ID: localhost, not 127.0.0.1.
 */

// A demo member of the seed (apps/server/src/seed/staff.seed.ts) no other journey signs in as.
const MEMBER = { email: 'finance@office.example', name: 'Priya Shah', secret: 'B6VZGNU5CYKSEUYMJX4NAD6X35A2AWHL' };
const PASSWORD = 'Office-Demo-2026';

const office = () => `${baseUrl().replace('127.0.0.1', 'localhost')}/office`;

const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

const passwordStep = async (page: Page) => {
  await page.getByRole('heading', { name: 'Sign in to the office' }).waitFor();
  await page.getByLabel('Work email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
};

const signedIn = async (page: Page) => {
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await page.getByTestId('signed-in-member').getByText(MEMBER.name).waitFor();
};

describeJourneys('Office passkeys', () => {
  it('adds a passkey after an authenticator-code sign-in, then signs in with password and passkey', async () => {
    const page = await newPage();
    await addVirtualAuthenticator(page);
    await page.goto(`${office()}/sign-in`);
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor();
    await checkA11y(page);
    const code = await generate({ secret: MEMBER.secret, epoch: Math.floor(Date.now() / 1000) });
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signedIn(page);

    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();
    await checkA11y(page);
    await page.getByLabel('Passkey name').fill('Chromium key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Chromium key').waitFor();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/sign-in'));
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Use your passkey' }).waitFor();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(page);
    await page.getByRole('link', { name: 'Security' }).click();
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await passkeys.getByText(/last used/).waitFor();
    expect(await passkeys.getByRole('listitem').count()).toBe(1);
    await checkA11y(page);
  });
});
