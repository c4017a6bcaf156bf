import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { typeDate } from './support/fields.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 180_000;

const signedIn = async (viewport?: typeof PHONE) => {
  const page = await newPage(viewport);
  await signIn(page, 'aa', accounts.daniel.adi);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
};

const chooseOption = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describeJourneys('Learners', () => {
  it(
    'rejects a pending learner, adds a self-sourced one by postcode, changes their rate, adds and changes a test, edits their details',
    async () => {
      const page = await signedIn();
      await page.goto(`${baseUrl()}/learners`);
      await page.getByRole('heading', { name: 'Manage learners', level: 1 }).waitFor();
      await page.getByText('New learners to approve').waitFor();
      await checkA11y(page);

      const lily = page.getByTestId('pending-learner').filter({ hasText: 'Lily Firth' });
      await lily.getByRole('button', { name: 'Reject' }).click();
      await page.getByRole('button', { name: 'Reject learner' }).click();
      await page.getByText('Please enter a reason').waitFor();
      await page.getByRole('textbox', { name: 'Reason' }).fill('Lives outside the areas I cover');
      await checkA11y(page, 'reject');
      await page.getByRole('button', { name: 'Reject learner' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.getByTestId('pending-learner').filter({ hasText: 'Lily Firth' }).count()).toBe(0);
      await page.reload();
      await page.getByText('Jacob Dobson').first().waitFor();
      expect(await page.getByText('Lily Firth').count()).toBe(0);

      await page.getByRole('textbox', { name: 'Search for learners' }).fill('LS6');
      expect(await page.getByRole('row').count()).toBeGreaterThan(1);
      await page.getByRole('link', { name: 'New Learner' }).click();
      await page.getByRole('heading', { name: 'Add a new learner', level: 1 }).waitFor();
      await chooseOption(page, 'Title', 'Ms');
      await page.getByRole('textbox', { name: 'First name' }).fill('Hannah');
      await page.getByRole('textbox', { name: 'Last name' }).fill("O'Brien");
      await page.getByRole('textbox', { name: 'Pickup postcode' }).fill('ls6 3ab');
      await page.getByRole('button', { name: 'Find address' }).click();
      await page.getByRole('combobox', { name: 'Address' }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('textbox', { name: 'Mobile (optional)' }).fill('07700900777');
      await page.getByRole('textbox', { name: 'Email' }).fill('olivia.bennett@example.com');
      await page.getByRole('group', { name: 'Date of birth' }).getByRole('spinbutton', { name: 'Day' }).click();
      await page.getByText('Email address is already in use, please contact customer support').waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill('hannah.obrien@example.com');
      await typeDate(page, 'Date of birth', '14022008');
      expect(await page.getByRole('textbox', { name: 'Hourly rate (£)' }).inputValue()).toBe('37.50'); // 100001's own price in Leeds (the areas seed)
      await checkA11y(page, 'add');
      await page.getByRole('button', { name: 'Create learner' }).click();
      await page.getByRole('heading', { name: "Hannah O'Brien's details", level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:07700900777');
      expect(await page.getByRole('link', { name: 'Text' }).getAttribute('href')).toBe('sms:07700900777');

      await page.getByRole('button', { name: 'Edit hourly rate' }).click();
      await page.getByText('Current rate: £37.50/hr').waitFor();
      const rate = page.getByRole('textbox', { name: 'Hourly rate' });
      await rate.fill('36.10');
      await page.getByText('Hourly rate needs to be in £0.25 increments').waitFor();
      expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
      await rate.fill('36.50');
      await checkA11y(page, 'rate');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('£36.50/hr').waitFor();

      await page.getByRole('button', { name: 'Add test' }).click();
      await page.getByLabel('Test date').fill('2031-03-04');
      await page.getByRole('button', { name: 'Save test' }).click();
      await page.getByText('04/03/2031 · Practical · Upcoming').waitFor();
      await page.getByRole('button', { name: 'Edit Practical test on 04/03/2031' }).click();
      await page.getByLabel('Test date').fill('2031-03-11');
      await chooseOption(page, 'Test status', 'Pending');
      await page.getByRole('button', { name: 'Save test' }).click();
      await page.getByText('11/03/2031 · Practical · Pending').waitFor();
      await checkA11y(page);

      await page.getByRole('button', { name: 'Edit learner details' }).click();
      const details = page.getByRole('dialog', { name: 'Edit learner details' });
      await details.getByRole('textbox', { name: 'Last name' }).fill("O'Brien-Hart");
      await details.getByRole('textbox', { name: 'Mobile' }).fill('0770090077');
      await details.getByRole('textbox', { name: 'Email' }).click();
      await details.getByText('Please enter a valid phone number').waitFor();
      expect(await details.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
      await details.getByRole('textbox', { name: 'Mobile' }).fill('07700900778');
      await details.getByRole('textbox', { name: 'Postcode' }).fill('ls6 1aa');
      await details.getByRole('button', { name: 'Find address' }).click();
      await details.getByRole('combobox', { name: 'Address' }).click();
      await page.getByRole('option').first().click();
      await expect.poll(() => details.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('LS6 1AA');
      await checkA11y(page, 'details');
      await details.getByRole('button', { name: 'Save changes' }).click();
      await details.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: "Hannah O'Brien-Hart's details", level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: "Hannah O'Brien-Hart's details", level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:07700900778');
      await page.getByText(/LS6 1AA/).waitFor();
    },
    SLOW,
  );

  it(
    'on a phone: reads the list, records progress that stays after a reload, and cancels a lesson from the history',
    async () => {
      const page = await signedIn(PHONE);
      await page.goto(`${baseUrl()}/learners`);
      await page.getByRole('list', { name: 'Learners' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);
      await page.getByRole('tab', { name: 'Inactive' }).click();
      await page.getByText('Oscar Lindley').waitFor();
      await page.getByRole('tab', { name: 'Active', exact: true }).click();
      await page.getByRole('textbox', { name: 'Search for learners' }).fill('Olivia');
      await page.getByRole('button', { name: /Olivia Bennett/ }).click();
      await page.getByRole('heading', { name: "Olivia Bennett's details", level: 1 }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);
      await page.getByRole('button', { name: 'Edit learner details' }).click();
      await page.getByRole('dialog', { name: 'Edit learner details' }).getByRole('textbox', { name: 'Town' }).waitFor();
      await checkA11y(page, 'details');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      await page.getByRole('tab', { name: 'Progress' }).click();
      await page.getByRole('button', { name: /Road types/ }).click();
      const motorways = page.getByTestId('skill-motorways');
      const before = Number(await motorways.getByLabel('Motorways score').textContent());
      await page.getByRole('button', { name: 'Raise Motorways' }).click();
      await expect
        .poll(() => motorways.getByLabel('Motorways score').textContent(), { timeout: 15_000 })
        .toBe(String(before + 1));
      await motorways.getByText('+1').waitFor();
      await checkA11y(page, 'progress');
      await page.getByRole('button', { name: 'Save progress report' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Save progress report' }).isDisabled()).toBe(true);
      await page.reload();
      await page.getByRole('tab', { name: 'Progress' }).click();
      await page.getByRole('button', { name: /Road types/ }).click();
      expect(Number(await page.getByTestId('skill-motorways').getByLabel('Motorways score').textContent())).toBe(
        before + 1,
      );

      await page.getByRole('tab', { name: 'Lesson History' }).click();
      const upcoming = page.getByTestId('lesson-row').filter({ hasText: 'Upcoming' });
      await upcoming.first().waitFor();
      const count = await upcoming.count();
      await upcoming.last().getByRole('button', { name: 'Cancel', exact: true }).click();
      await page
        .getByRole('textbox', { name: 'Reason for cancelling (optional)' })
        .fill('Learner is unwell this week sadly');
      await checkA11y(page, 'cancel');
      await page
        .getByRole('button', { name: /Cancel lesson/ })
        .last()
        .click();
      await expect.poll(() => page.getByTestId('lesson-row').filter({ hasText: 'Upcoming' }).count()).toBe(count - 1);
      await page.getByTestId('lesson-row').filter({ hasText: 'Cancelled' }).first().waitFor();
      await checkA11y(page);
    },
    SLOW,
  );
});
