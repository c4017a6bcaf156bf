import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE, pathOf } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Emma (100002) holds AA and BSM Full franchises: the journeys change her preferences only, so the calendar's
 * journeys (Daniel) see the seed's working hours. The phone journey saves the BSM tab; the desktop one only
 * edits the AA tab and discards.
 */
const SLOW = 180_000;

const openPreferences = async (viewport = PHONE) => {
  const page = await newPage(viewport);
  await signIn(page, 'bsm', accounts.emma.adi);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.goto(`${baseUrl()}/settings/preferences`);
  await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'My working hours' }).waitFor();
  return page;
};

const capacity = (page: Page) => page.getByLabel('Learner capacity');
const dayText = (page: Page, day: number) => page.getByTestId(`working-day-${day}`);

describeJourneys('Preferences', () => {
  it(
    'on a phone: switches a day off, moves a slider, sets capacity, adds a test centre, saves and sees them after a reload',
    async () => {
      const page = await openPreferences();
      expect(await page.getByTestId('preferences-tab-learners-aa').textContent()).toBe('AA Learners');
      expect(await page.getByTestId('preferences-tab-learners-bsm').textContent()).toBe('BSM Learners');
      await page.getByTestId('preferences-tab-learners-bsm').click();
      await page.getByText('Your capacity is locked by the office').waitFor();
      await checkA11y(page);
      expect(await fitsWidth(page)).toBe(true);

      await page.getByLabel('Saturday', { exact: true }).click();
      expect(await dayText(page, 5).textContent()).toContain('Day off');
      await page.getByRole('slider', { name: 'Monday start' }).focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      expect(await dayText(page, 0).textContent()).toContain('09:00 - 18:00');
      await capacity(page).fill('12');
      await capacity(page).fill('120');
      expect(await capacity(page).inputValue()).toBe('12');
      await page.getByRole('combobox', { name: 'Search test centres' }).fill('Wigston');
      await page.getByRole('option', { name: /Leicester \(Wigston\)/ }).click();
      await page.getByTestId('chosen-test-centres').getByText('Station Road, Wigston, LE18 2DH').waitFor();
      await checkA11y(page, 'edited');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Preferences saved').waitFor();
      await page.reload();
      await page.getByTestId('preferences-tab-learners-bsm').click();
      await page.getByRole('heading', { name: 'My working hours' }).waitFor();
      expect(await page.getByLabel('Saturday', { exact: true }).isChecked()).toBe(false);
      expect(await dayText(page, 0).textContent()).toContain('09:00 - 18:00');
      expect(await capacity(page).inputValue()).toBe('12');
      await page.getByTestId('chosen-test-centres').getByText('Leicester (Wigston)').waitFor();
      // The AA franchise kept its own hours.
      await page.getByTestId('preferences-tab-learners-aa').click();
      await page.getByRole('heading', { name: 'My working hours' }).waitFor();
      expect(await page.getByLabel('Saturday', { exact: true }).isChecked()).toBe(true);
    },
    SLOW,
  );

  it(
    'on a desktop: leaving or switching franchise with unsaved changes asks first; discard puts the saved values back',
    async () => {
      const page = await openPreferences({ width: 1280, height: 900 });
      await page.getByTestId('preferences-tab-learners-aa').click();
      await checkA11y(page);
      const before = await capacity(page).inputValue();
      await capacity(page).fill('');
      await page.getByText('Please set capacity').waitFor();
      await capacity(page).fill('5');
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.getByRole('heading', { name: 'You have unsaved changes' }).waitFor();
      await checkA11y(page, 'unsaved-changes');
      await page.getByRole('button', { name: 'Stay on page' }).click();
      expect(pathOf(page)).toBe('/settings/preferences');
      expect(await capacity(page).inputValue()).toBe('5');
      await page.getByTestId('preferences-tab-learners-bsm').click();
      await page.getByRole('heading', { name: 'Discard changes?' }).waitFor();
      await page.getByRole('button', { name: 'Keep editing' }).click();
      expect(await capacity(page).inputValue()).toBe('5');

      await page.getByRole('button', { name: 'Discard', exact: true }).click();
      expect(await capacity(page).inputValue()).toBe(before);
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL((url) => url.pathname === '/home');
    },
    SLOW,
  );
});
