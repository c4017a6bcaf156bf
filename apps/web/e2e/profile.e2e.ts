import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE, pathOf } from './support/browser.ts';
import { generateBio, PUBLISHED_AT_MIDNIGHT, pickAnswer, saveProfile } from './support/profile.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 180_000;

const signInAt = async (adi: string, viewport?: typeof PHONE) => {
  const page = await newPage(viewport);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signIn(page, 'aa', adi);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
};

const openProfile = async (page: Page) => {
  await page.goto(`${baseUrl()}/my-business-profile`);
  await page.getByRole('heading', { name: 'Manage my business profile', level: 1 }).waitFor();
  await page.getByTestId('profile-card').waitFor();
};

describeJourneys('Business profile', () => {
  it(
    'on a phone: copies and shares the link, opens the public page, clears the bio, generates a new one and saves',
    async () => {
      const page = await signInAt(accounts.daniel.adi, PHONE);
      await openProfile(page);
      await page.getByText("Here's what's happening with your business today").waitFor();
      await page.getByRole('button', { name: 'Update' }).waitFor();
      // The first language chip is cut at 15 characters.
      await page.getByText('British Sign La...').waitFor();
      // Awards: the 4 highest first, the rest on demand.
      const awards = page.getByRole('list', { name: 'Awards' }).getByRole('listitem');
      expect(await awards.count()).toBe(4);
      expect(await awards.first().textContent()).toBe('Calm Under Pressure14 supporters');
      await page.getByRole('button', { name: /View all/ }).click();
      expect(await awards.count()).toBe(6);
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);

      await page.getByRole('button', { name: 'Copy The AA profile link' }).click();
      await page.getByText('URL copied to clipboard!').waitFor();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/profile\/aa\/daniel-hughes-[0-9a-f]{6}$/);
      // No share sheet in this browser: sharing falls back to copying.
      await page.getByRole('button', { name: 'Share The AA profile' }).click();
      await page.getByText('URL copied to clipboard!').first().waitFor();

      const visitor = await newPage(PHONE);
      await visitor.goto(url);
      expect(await visitor.title()).toBe('Daniel Hughes | Driving instructor | AA Driving School');
      await visitor.getByRole('heading', { name: 'Daniel Hughes', level: 1 }).waitFor();
      await visitor.getByText("Hello, I'm Daniel").waitFor();
      expect(await visitor.content()).not.toMatch(/07700|100001|@/);
      await checkA11y(visitor, 'public-profile');

      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('heading', { name: 'Profile details', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Clear Bio' }).click();
      await page.getByText('What date was your green badge issued?').first().waitFor();
      const generate = page.getByRole('button', { name: 'Generate Bio' });
      expect(await generate.isDisabled()).toBe(true);
      await pickAnswer(page, 'teaching_style', 'patient');
      await pickAnswer(page, 'teaching_style', 'reassuring');
      await pickAnswer(page, 'teaching_style', 'honest');
      // A fourth choice is not offered.
      expect(
        await page
          .getByTestId('question-teaching_style')
          .getByRole('button', { name: 'calm', exact: true })
          .isDisabled(),
      ).toBe(true);
      await pickAnswer(page, 'free_time_activities', 'fishing');
      // The badge date is typed dd/MM/yyyy.
      await page.getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.type('15092014');
      await checkA11y(page, 'profile-details-answers');
      const bio = await generateBio(page);
      expect(bio).toContain('My teaching style is patient, reassuring and honest');
      expect(bio).toContain('fishing');
      expect(bio).toContain('since gaining my badge in 2014');
      await page.getByRole('button', { name: 'Edit answers' }).waitFor();
      await saveProfile(page);
      expect(pathOf(page)).toBe('/my-business-profile');
      await page.getByText(/My teaching style is patient, reassuring and honest/).waitFor();
      // Still there: the note stays until dismissed.
      await page.getByText(PUBLISHED_AT_MIDNIGHT).waitFor();
      await checkA11y(page, 'profile-saved');
      // The public page keeps the published version until midnight.
      await visitor.reload();
      expect(await visitor.content()).not.toContain('patient, reassuring and honest');
    },
    SLOW,
  );

  it(
    'on a desktop: both brands, the emoji rule, and the franchise notice for a Solo franchisee',
    async () => {
      const page = await signInAt(accounts.emma.adi);
      await openProfile(page);
      await page.getByTestId('profile-link-aa').getByText('The AA', { exact: true }).waitFor();
      await page.getByTestId('profile-link-bsm').getByText('BSM', { exact: true }).waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('heading', { name: 'Profile details', level: 1 }).waitFor();
      await page.getByLabel('Display name').fill('Emma 🚗');
      await page.getByText('Invalid input').waitFor();
      await checkA11y(page, 'profile-details-invalid');
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect(pathOf(page)).toBe('/my-business-profile/profile-details');

      const solo = await signInAt(accounts.fiona.adi);
      await solo.goto(`${baseUrl()}/my-business-profile`);
      await solo
        .getByText(/This feature isn't available for your franchise type\. Please call us on 0808 157 0192/)
        .waitFor();
      await checkA11y(solo, 'profile-solo');
    },
    SLOW,
  );
});
