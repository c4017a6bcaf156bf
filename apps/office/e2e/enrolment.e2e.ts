import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from '../../web/e2e/support/browser.ts';
import { typeDate } from '../../web/e2e/support/fields.ts';
import { outboxIds, readOutbox } from '../../web/e2e/support/outbox.ts';
import { officeSignIn } from './support/office-sign-in.ts';

/*
 * Issue 25 §4 in real Chromium ("Done when"): an Allocations member enrols a new franchisee, the onboarding link
 * goes out by text (the development outbox), the franchisee follows it on a phone and completes onboarding, and
 * the office sees each step and finds them in the directory as a new instructor.
 */

const DESK = { width: 1280, height: 800 };

// A franchisee no other run of the journey has enrolled (an ADI number is enrolled once).
const adiNumber = String(randomInt(600_000, 700_000));
const franchisee = {
  firstName: 'Zara',
  lastName: `Okoye ${adiNumber}`,
  mobile: `07700 9${String(randomInt(0, 100_000)).padStart(5, '0')}`,
  email: `zara.${adiNumber}@example.com`,
  dateOfBirth: '1991-03-14',
  postcode: 'LS6 2AA',
};

/** The four documents of the franchise, each to read and accept in this order: kind and title. */
const DOCUMENTS = {
  PreContractInformation: 'Pre-contract Information',
  DriverHandbook: 'Driver Handbook',
  ServiceIntervals: 'Service Intervals',
  FranchiseAgreement: 'Franchise Agreement',
};
const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The onboarding link in the text sent to the franchisee's mobile after `before` (waits up to 10 s). */
const textedLink = async (before: Set<string>) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = (await readOutbox(baseUrl())).find(
      (m) => !before.has(m.id) && lastTenDigits(m.to) === lastTenDigits(franchisee.mobile),
    );
    const match = text && /\/acceptance-page-check\/[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}/.exec(text.body);
    if (match) return `${baseUrl()}${match[0]}`;
    if (Date.now() > deadline) throw new Error('No onboarding link was texted (see /dev/outbox)');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The franchisee's phone: verify, bank details, each document read and accepted, then accept the franchise. */
const completeOnboarding = async (phone: Page, link: string) => {
  await phone.goto(link);
  await phone.getByRole('heading', { name: "Verify it's you" }).waitFor();
  await phone.getByLabel('Postcode').fill(franchisee.postcode);
  await typeDate(phone, 'Date of birth', franchisee.dateOfBirth.split('-').reverse().join(''));
  await phone.getByLabel('Email').fill(franchisee.email);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await phone.getByRole('heading', { name: `Welcome ${franchisee.firstName}` }).waitFor();

  await phone.getByLabel('Name on account').fill(`${franchisee.firstName} Okoye`);
  await phone.getByLabel('Account number').fill('66374958');
  await phone.getByLabel('Sort code').fill('08-99-99');
  await phone.getByLabel(/I confirm I am the account holder/).check();
  await phone.getByRole('button', { name: 'Continue to documents' }).click();

  await phone.getByRole('heading', { name: 'Your documents' }).waitFor();
  for (const [kind, title] of Object.entries(DOCUMENTS)) {
    const file = `/api/onboarding/files/${title.replace(/[^\w.-]+/g, '-')}.pdf`;
    const fetched = phone.context().waitForEvent('response', (r) => r.url().includes(file));
    await phone.getByRole('link', { name: `View ${title}` }).click();
    expect((await fetched).status()).toBe(200);
    await phone.bringToFront();
    await phone.getByRole('button', { name: `Accept ${title}` }).click();
    await phone.getByTestId(`document-${kind}`).getByText('Accepted').waitFor();
  }
  await phone.getByLabel(/not regulated by the Consumer Credit Act 1974.*Automobile Association Developments/).check();
  await phone.getByRole('button', { name: 'Accept franchise' }).click();
  await phone.waitForURL((url) => url.pathname.startsWith('/acceptance-page-result/success/aa/'));
};

describeJourneys('Office enrolment', () => {
  it('enrols a new franchisee who receives the link, completes onboarding and shows up in the directory', async () => {
    const office = await newPage(DESK);
    await officeSignIn(office, inject('officeStaff').allocations, 'enrolments');
    await office.getByRole('link', { name: 'Enrol a franchisee' }).click();
    await office.getByRole('heading', { name: 'Enrol a franchisee', level: 1 }).waitFor();

    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const fields: Array<[string, string]> = [
      ['First name', franchisee.firstName],
      ['Last name', franchisee.lastName],
      ['Mobile number', franchisee.mobile],
      ['Email address', franchisee.email],
      ['Date of birth (yyyy-mm-dd)', franchisee.dateOfBirth],
      ['Address', '2 Otley Road'],
      ['Town', 'Leeds'],
      ['Postcode', franchisee.postcode],
      ['ADI number', adiNumber],
      ['Start date (yyyy-mm-dd)', start],
    ];
    for (const [label, value] of fields) await office.getByLabel(label, { exact: true }).fill(value);
    await office.getByRole('combobox', { name: 'Franchise' }).click();
    await office.getByRole('option', { name: /^Full Franchise Manual/ }).click();
    await checkA11y(office, 'office-enrol-form');
    const before = await outboxIds(baseUrl());
    await office.getByRole('button', { name: 'Enrol and text the link' }).click();
    await office.getByText('Enrolled: the onboarding link was texted to the franchisee.').waitFor();
    const enrolmentUrl = office.url();
    await office.getByText('Link sent', { exact: true }).first().waitFor();

    const phone = await newPage(PHONE);
    await completeOnboarding(phone, await textedLink(before));

    // The office sees it signed, each step with its time, and the new instructor in the directory.
    await office.goto(enrolmentUrl);
    await office.getByText('Signed', { exact: true }).first().waitFor();
    const progress = office.getByRole('table', { name: 'Progress' });
    for (const step of ['Verified', 'Bank details', 'Franchise Agreement accepted', 'Signed']) {
      expect(await progress.getByRole('row', { name: new RegExp(`^${step}`) }).textContent()).not.toContain('—');
    }
    await checkA11y(office, 'office-enrolment-signed');
    await office.getByRole('link', { name: 'Open in the directory' }).waitFor();

    await office.goto(`${baseUrl()}/office/instructors`);
    await office.getByLabel('Search by name, ADI number or postcode').fill(adiNumber);
    await office.getByText('1 instructor found').waitFor();
    await office
      .getByRole('table', { name: 'Instructors' })
      .getByRole('link', { name: /Zara Okoye/ })
      .click();
    await office.getByRole('heading', { name: `${franchisee.firstName} ${franchisee.lastName}`, level: 1 }).waitFor();
  }, 180_000);
});
