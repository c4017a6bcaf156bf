import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { baseUrl, describeJourneys, newPage, PHONE, pathOf } from './support/browser.ts';
import { typeDate } from './support/fields.ts';
import { outboxIds, readLatestCode } from './support/outbox.ts';
import { generateBio, PUBLISHED_AT_MIDNIGHT, pickAnswer, saveProfile } from './support/profile.ts';
import { enterAccessCode, submitSignIn } from './support/sign-in.ts';

const VERIFY_FAILED = "We're unable to verify you.  Please get in touch with our team so we can review your details";
const SESSION_EXPIRED = 'Sorry, your session has expired! Please follow the link in the email again.';
const MODULUS_FAILED = 'This account number and sort code do not match. Please check them with your bank statement.';

/** The seed's stable ids (apps/server/src/seed/seed-id.ts), so a journey opens the emailed link. */
const seedId = (name: string): string => {
  const h = createHash('sha256').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const offer = (key: string) => ({ personKey: seedId(`lead:${key}`), agreementKey: seedId(`agreement:${key}`) });
const linkOf = (brand: string, key: string) => {
  const { personKey, agreementKey } = offer(key);
  return `${baseUrl()}/acceptance-page-check/${brand}/${personKey}/${agreementKey}`;
};

const verify = async (page: Page, answers: { postcode: string; dob: string; email: string }) => {
  await page.getByLabel('Postcode').fill(answers.postcode);
  await typeDate(page, 'Date of birth', answers.dob);
  await page.getByLabel('Email').fill(answers.email);
  await page.getByRole('button', { name: 'Verify' }).click();
};

/** The franchisee the first journey enrols (the seed's 'aa-full' offer) and the password they choose. */
const priya = { adi: '200101', mobile: '07700900311', password: 'Lessons4Priya' };

const row = (page: Page, table: string, label: string) =>
  page
    .getByTestId(table)
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

describeJourneys('Onboarding a new franchisee', () => {
  it('verifies (after a wrong answer), edits details, sets up the direct debit (after a bank error), reads and accepts, then creates the account', async () => {
    const page = await newPage(PHONE);
    await page.goto(linkOf('aa', 'aa-full'));
    await page.getByRole('heading', { name: "Verify it's you" }).waitFor();
    await checkA11y(page);

    await verify(page, { postcode: 'LS6 3HN', dob: '14031988', email: 'someone.else@example.com' });
    await page.getByText(VERIFY_FAILED).waitFor();
    expect(new URL(page.url()).pathname).toContain('/acceptance-page-check/');
    await page.getByLabel('Email').fill('priya.shah@example.com');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Success!').waitFor();
    await page.getByRole('heading', { name: 'Welcome Priya' }).waitFor();
    expect(await row(page, 'franchise-table', 'Franchise type').textContent()).toBe('Full Franchise');
    expect(await row(page, 'franchise-table', 'Vehicle').textContent()).toBe('Ford Fiesta Manual');
    expect(await row(page, 'franchise-table', 'Duration').textContent()).toBe('12 months');
    expect(await row(page, 'franchise-table', 'Weekly payment due').textContent()).toBe('£240.00');
    expect(await page.getByText('Course payment instalments').count()).toBe(0);
    await checkA11y(page);

    // The details modal: email and ADI number read-only; saving reloads the table and closes it.
    await page.getByRole('button', { name: 'Edit your details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your details' });
    expect(await dialog.getByLabel('Email address').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('ADI number').isDisabled()).toBe(true);
    await checkA11y(page, 'details-modal');
    await dialog.getByLabel('Surname').fill('Shah-Khan');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, 'details-table', 'Name').textContent()).toBe('Ms Priya Shah-Khan');

    // The direct debit: a rule on blur, then the modulus check's refusal, then the right account.
    const proceed = page.getByRole('button', { name: 'Continue to documents' });
    await page.getByLabel('Name on account').fill('Priya Shah-Khan');
    await page.getByLabel('Account number').fill('6637');
    await page.getByLabel('Sort code').click();
    await page.getByText('Please enter the account number').waitFor();
    await page.getByLabel('Account number').fill('66374959');
    await page.getByLabel('Sort code').fill('08-99-99');
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByLabel(/I confirm I am the account holder/).check();
    await proceed.click();
    await page.getByText(MODULUS_FAILED).first().waitFor();
    await checkA11y(page, 'bank-error');
    await page.getByLabel('Account number').fill('66374958');
    await proceed.click();

    // The documents, in order: each View opens the PDF (recorded as read), then Accept.
    await page.getByRole('heading', { name: 'Your documents' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkA11y(page);
    const documents = {
      PreContractInformation: 'Pre-contract Information',
      DriverHandbook: 'Driver Handbook',
      ServiceIntervals: 'Service Intervals',
      FranchiseAgreement: 'Franchise Agreement',
    };
    const titles = Object.values(documents);
    expect(await page.getByRole('button', { name: `Accept ${titles[0]}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: `View ${titles[1]}` }).count()).toBe(0);
    for (const [kind, title] of Object.entries(documents)) {
      // This document's own file: the PDF viewer of an earlier tab may still be fetching its own.
      const file = `/api/onboarding/files/${title.replace(/[^\w.-]+/g, '-')}.pdf`;
      const fetched = page.context().waitForEvent('response', (r) => r.url().includes(file));
      await page.getByRole('link', { name: `View ${title}` }).click();
      expect((await fetched).status()).toBe(200);
      await page.bringToFront();
      await page.getByRole('button', { name: `Accept ${title}` }).click();
      await page.getByTestId(`document-${kind}`).getByText('Accepted').waitFor();
    }
    const acceptFranchise = page.getByRole('button', { name: 'Accept franchise' });
    expect(await acceptFranchise.isDisabled()).toBe(true);
    await page.getByLabel(/not regulated by the Consumer Credit Act 1974.*Automobile Association Developments/).check();
    await checkA11y(page, 'documents-accepted');
    await acceptFranchise.click();

    await page.waitForURL((url) => url.pathname.startsWith('/acceptance-page-result/success/aa/'));
    await page.getByRole('heading', { name: 'Welcome to AA Driving School' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('onboarding:')))).toEqual([]);
    await checkA11y(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/aa/sign-up');
    const before = await outboxIds(baseUrl());
    await page.getByLabel('ADI number').fill(priya.adi);
    await page.getByLabel('Mobile number').fill(priya.mobile);
    await page.getByRole('button', { name: 'Get access code' }).click();
    await page.waitForURL((url) => url.pathname === '/aa/set-password');
    const input = page.getByLabel('Access code');
    await input.click();
    await input.pressSequentially(await readLatestCode(baseUrl(), priya.mobile, { notIn: before }));
    await page.getByLabel('New password', { exact: true }).fill(priya.password);
    await page.getByLabel('Re-enter password', { exact: true }).fill(priya.password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/aa/sign-in');
  });

  // Continues from the journey above: the only Full franchisee with no business profile is the one it enrols.
  it('the new franchisee signs in and adds a business profile from nothing, with a generated bio', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl()}/aa/sign-in`);
    const before = await outboxIds(baseUrl());
    await submitSignIn(page, priya.adi, priya.password);
    await page.waitForURL((url) => url.pathname === '/aa/access-code');
    await enterAccessCode(page, await readLatestCode(baseUrl(), priya.mobile, { notIn: before }));
    await page.waitForURL((url) => url.pathname === '/home');

    // Issue 23 defect 8: home lists the first steps, none done yet, each a thumb-sized link to where it is done.
    const steps = page.getByTestId('first-steps');
    await steps.getByRole('heading', { name: 'First steps' }).waitFor();
    const links = steps.getByRole('link');
    expect(await links.count()).toBe(7);
    expect(await steps.locator('[data-done="true"]').count()).toBe(0);
    expect((await links.first().boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await steps.getByRole('link', { name: /Upload your ADI badge/ }).waitFor();
    await checkA11y(page, 'home-first-steps');

    await page.goto(`${baseUrl()}/my-business-profile`);
    await page.getByRole('heading', { name: 'Manage my business profile', level: 1 }).waitFor();
    const card = page.getByTestId('profile-card');
    // The card fills in once the profile is read (the heading shows before it).
    await card.getByRole('button', { name: 'Add details' }).waitFor();
    expect(await card.getByRole('button', { name: 'Add details' }).count()).toBe(1);
    expect(await page.getByTestId('profile-link-aa').count()).toBe(0);
    await checkA11y(page, 'profile-empty');

    await card.getByRole('button', { name: 'Add details' }).click();
    await page.getByRole('heading', { name: 'Profile details', level: 1 }).waitFor();
    expect(await page.getByLabel('Display name').inputValue()).toBe('');
    // No bio yet: the questions are open, with nothing chosen.
    expect(await page.getByRole('textbox', { name: 'Bio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear Bio' }).count()).toBe(0);
    const generate = page.getByRole('button', { name: 'Generate Bio' });
    expect(await generate.isDisabled()).toBe(true);
    await checkA11y(page, 'profile-details-empty');

    await page.getByLabel('Display name').fill('Priya Shah');
    await page.getByLabel('Additional languages spoken').fill('Punj');
    await page.getByRole('option', { name: 'Punjabi' }).click();
    await page.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('01062019');
    await pickAnswer(page, 'teaching_enjoyment', 'helping people gain their independence');
    await pickAnswer(page, 'teaching_style', 'patient');
    await pickAnswer(page, 'teaching_style', 'calm');
    await pickAnswer(page, 'self_description', 'friendly');
    await pickAnswer(page, 'free_time_activities', 'hiking in the hills');
    await checkA11y(page, 'profile-details-answered');
    expect(await generate.isDisabled()).toBe(false);
    const bio = await generateBio(page);
    expect(bio).toMatch(
      /^Hello, I'm Priya, and I have been teaching people to drive for .*since gaining my badge in 2019\./,
    );
    expect(bio).toContain('My teaching style is patient and calm');
    expect(bio).toContain('hiking in the hills');
    await page.getByRole('button', { name: 'Edit answers' }).waitFor();
    await saveProfile(page);
    expect(pathOf(page)).toBe('/my-business-profile');
    await card.getByText('Priya Shah', { exact: true }).waitFor();
    await card.getByText('Punjabi', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Update' }).waitFor();
    await page.getByTestId('profile-link-aa').getByText('The AA', { exact: true }).waitFor();
    expect(await page.getByTestId('profile-link-bsm').count()).toBe(0);
    // The note stays until dismissed.
    await page.getByText(PUBLISHED_AT_MIDNIGHT).waitFor();
    await checkA11y(page, 'profile-added');

    // The profile step is ticked on home; the rest still to do.
    await page.goto(`${baseUrl()}/home`);
    await page.getByTestId('first-step-BUSINESS_PROFILE').and(page.locator('[data-done="true"]')).waitFor();
    expect(await page.getByTestId('first-steps').locator('[data-done="true"]').count()).toBe(1);
  });

  it('shows the DIT row and singular months on a desktop, and the expired-session message without a token', async () => {
    const page = await newPage();
    await page.goto(linkOf('aa', 'aa-dit'));
    await verify(page, { postcode: 'ls8 1bw', dob: '21071996', email: 'Chloe.Barnes@example.com' });
    await page.getByRole('heading', { name: 'Welcome Chloe' }).waitFor();
    expect(await row(page, 'franchise-table', 'Course payment instalments').textContent()).toBe('12');
    expect(await row(page, 'franchise-table', 'Duration').textContent()).toBe('6 months');
    await checkA11y(page);

    const bsm = await newPage();
    await bsm.goto(linkOf('bsm', 'bsm-full'));
    await verify(bsm, { postcode: 'LS7 3JB', dob: '02111979', email: 'daniel.okafor@example.com' });
    await bsm.getByRole('heading', { name: 'Welcome Daniel' }).waitFor();
    expect(await row(bsm, 'franchise-table', 'Duration').textContent()).toBe('1 month');

    const stranger = await newPage(PHONE);
    await stranger.goto(`${baseUrl()}/acceptance-page/${offer('bsm-full').agreementKey}`);
    await stranger.getByText(SESSION_EXPIRED).waitFor();
    await checkA11y(stranger);
  });
});
