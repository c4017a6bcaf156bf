import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Areas and prices (issue 15). Each journey adds the areas it changes (Nottingham, Sheffield), so none depends on
 * another, and the seeded Leeds area the calendar journeys book in is only looked at.
 */
const SLOW = 180_000;
const AREAS = '/settings/areas-and-prices';

const openAreas = async (page: Page, adi: string) => {
  await signIn(page, 'aa', adi);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.goto(`${baseUrl()}${AREAS}`);
  await page.getByRole('heading', { name: 'My areas covered', level: 1 }).waitFor();
};

const card = (page: Page, code: string) => page.getByTestId(`area-card-${code}`);

/** Stage 1: a postcode, then the region from the suggestions. */
const chooseRegion = async (page: Page, postcode: string, option: RegExp) => {
  const search = page.getByTestId('region-search');
  await search.fill(postcode);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('heading', { name: '1. Define your new area' }).waitFor();
};

describeJourneys('Areas and prices', () => {
  it(
    'adds an area from a postcode through all four stages on a phone, and sees a wrong price refused',
    async () => {
      const page = await newPage(PHONE);
      await openAreas(page, accounts.daniel.adi);
      await card(page, 'LS').waitFor();
      expect(await card(page, 'LS').textContent()).toMatch(/Districts coverage\s*9 of 29/);
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'areas-390');

      await page.getByRole('button', { name: 'Add a new area' }).click();
      await page.getByRole('heading', { name: 'Add a new learner area', level: 1 }).waitFor();
      const search = page.getByTestId('region-search');
      await search.fill('ZZ9');
      await search.press('Enter');
      expect(await page.getByRole('heading', { name: '1. Define your new area' }).count()).toBe(0);
      await chooseRegion(page, 'NG7 2', /Nottingham \(NG\)/);
      await page.getByTestId('district-NG7').click();
      await page.getByRole('button', { name: 'Sector NG7 2 covered' }).click();
      await page.getByRole('button', { name: 'Sector NG7 2 left out' }).waitFor();
      await checkA11y(page, 'add-districts-390');
      await page.getByRole('button', { name: 'NEXT' }).click();

      await page.getByRole('heading', { name: '2. Set your prices for NG Nottingham' }).waitFor();
      const price = page.getByTestId('price-PreTest');
      await price.fill('36.10');
      await page.getByText('Pence value must be a multiple of 25 eg .00, .25, .50, .75').waitFor();
      await price.fill('36.50');
      await page.getByRole('button', { name: 'NEXT' }).click();

      await page.getByRole('heading', { name: '3. Decide what discounts you want for NG Nottingham' }).waitFor();
      await page.getByRole('checkbox', { name: /First lessons offer/ }).check();
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'add-discounts-390');
      await page.getByRole('button', { name: 'SAVE YOUR NEW AREA' }).click();

      await page.waitForURL((url) => url.pathname === `${AREAS}/`);
      const added = card(page, 'NG');
      await added.waitFor();
      expect(await added.textContent()).toMatch(
        /Districts coverage\s*1 of 25[\s\S]*£36\.50\/hr[\s\S]*Discounts\s*1 of 2/,
      );
    },
    SLOW,
  );

  it(
    'edits prices with a wrong value, then deletes an area by typing delete, on a desktop',
    async () => {
      const page = await newPage();
      await openAreas(page, accounts.daniel.adi);
      await page.getByRole('button', { name: 'Add a new area' }).click();
      await chooseRegion(page, 'S1', /Sheffield \(S\)/);
      await page.getByTestId('district-S1').click();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('button', { name: 'SAVE YOUR NEW AREA' }).click();
      await card(page, 'S').waitFor();
      await checkA11y(page, 'areas-1280');

      await card(page, 'S').getByRole('link', { name: 'Edit Sheffield' }).click();
      await page.getByRole('heading', { name: 'Edit my S Sheffield area for Learners', level: 1 }).waitFor();
      const save = page.getByRole('button', { name: 'SAVE', exact: true });
      expect(await save.isDisabled()).toBe(true);
      const price = page.getByTestId('price-PreTest');
      await price.fill('0');
      await page.getByText('Price must be greater than 0').waitFor();
      expect(await save.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete this area' }).isDisabled()).toBe(true);
      await checkA11y(page, 'edit-1280');
      await price.fill('40.75');
      await save.click();
      await page.waitForURL((url) => url.pathname === `${AREAS}/`);
      await card(page, 'S').getByText('£40.75/hr').waitFor();

      await card(page, 'S').getByRole('link', { name: 'Edit Sheffield' }).click();
      await page.getByRole('button', { name: 'Delete this area' }).click();
      const dialog = page.getByRole('dialog');
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      await dialog.getByTestId('delete-confirm-input').fill('delet');
      expect(await confirm.isDisabled()).toBe(true);
      await checkA11y(page, 'delete-1280');
      await dialog.getByTestId('delete-confirm-input').fill('DELETE');
      await confirm.click();
      await page.waitForURL((url) => url.pathname === `${AREAS}/`);
      await card(page, 'LS').waitFor();
      expect(await card(page, 'S').count()).toBe(0);
    },
    SLOW,
  );

  it(
    'shows the DIT tab view only and the Motability tab with its Rate (100006), on both sizes',
    async () => {
      for (const viewport of [PHONE, undefined]) {
        const page = await newPage(viewport);
        await openAreas(page, accounts.aisha.adi);
        await page.getByTestId('areas-covered-tab-dit').click();
        await card(page, 'LE').waitFor();
        expect(await card(page, 'LE').textContent()).toMatch(/Rate: DIT in car\s*£44\.50\/hr/);
        expect(await page.getByRole('button', { name: 'Add a new area' }).count()).toBe(0);
        await card(page, 'LE').getByRole('link', { name: 'View Leicester' }).click();
        await page.getByText('DIT areas are view only.').waitFor();
        expect(await page.getByRole('button', { name: 'Delete this area' }).count()).toBe(0);
        await checkA11y(page, `dit-view-${viewport ? 390 : 1280}`);

        await page.goto(`${baseUrl()}${AREAS}`);
        await page.getByTestId('areas-covered-tab-motability').click();
        await page.getByRole('button', { name: 'Add a new area' }).waitFor();
        expect(await card(page, 'LE').textContent()).toMatch(/Rate: Motability lessons\s*£33\.50\/hr/);
        if (viewport) expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
        await checkA11y(page, `motability-${viewport ? 390 : 1280}`);
      }
    },
    SLOW,
  );
});
