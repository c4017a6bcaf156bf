import { TZDate } from '@date-fns/tz';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE, pathOf } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 180_000;

const signInAs = async (adi: string, viewport?: typeof PHONE) => {
  const page = await newPage(viewport);
  await signIn(page, 'aa', adi);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
};

const card = (page: Page, id: string) => page.getByTestId(id);

/** Aisha (100006) teaches Monday to Thursday only (seed): one lesson on those days, none on the others. */
const aishaLessonsToday = () => ([1, 2, 3, 4].includes(new TZDate(Date.now(), 'Europe/London').getDay()) ? 1 : 0);

describeJourneys('Home and accounts', () => {
  it(
    'phone: today first, what is owed, its breakdown, and invoices as PDFs (or why not)',
    async () => {
      const page = await signInAs(accounts.daniel.adi, PHONE);
      const lessons = card(page, 'todays-lessons');
      await lessons.waitFor();
      // Today's lessons is the first card on a phone
      expect(await page.locator('section').first().getAttribute('data-testid')).toBe('todays-lessons');
      expect(await lessons.getByRole('heading', { level: 2 }).textContent()).toMatch(/^\d+ lessons?$/);
      await lessons.getByText("Today's income").waitFor();
      await lessons.getByRole('link', { name: 'View Calendar' }).waitFor();
      await card(page, 'arrears-overview').getByText('£490.00').waitFor();
      await card(page, 'updates').getByRole('link', { name: 'See all' }).waitFor();
      await card(page, 'reminders').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);

      await card(page, 'arrears-overview').getByRole('link', { name: 'View balance breakdown' }).click();
      await page.waitForURL((url) => url.pathname === '/accounts');
      const arrears = page.getByTestId('arrears-section');
      await arrears.getByRole('cell', { name: '£490.00' }).waitFor();
      // The arrears table fits its section on a 390 px phone: no column past its right edge, nothing to scroll
      const overflow = await arrears.evaluate((section) => {
        const right = section.getBoundingClientRect().right;
        const cells = [...section.querySelectorAll('table, th, td')];
        return cells.map((c) => c.getBoundingClientRect().right - right).filter((past) => past > 0.5);
      });
      expect(overflow).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await page.getByTestId('transactions-week').waitFor();
      await checkA11y(page);
      await arrears.getByRole('button', { name: /^Breakdown of AA-100001/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('cell', { name: '£245.00' }).first().waitFor();
      expect(await dialog.getByRole('row').count()).toBe(3);
      await checkA11y(page, 'arrears-breakdown');
      await dialog.getByRole('button', { name: 'Close' }).click();
      const week = await page.getByTestId('transactions-week').textContent();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect.poll(() => page.getByTestId('transactions-week').textContent()).not.toBe(week);

      await page.getByRole('tab', { name: 'Invoices' }).click();
      await page.waitForURL((url) => url.pathname === '/accounts/invoices');
      const rows = page.getByTestId('invoices').locator('li');
      await rows.first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await checkA11y(page);
      // This week's invoice has no PDF yet
      await rows
        .first()
        .getByRole('button', { name: /^Download invoice/ })
        .click();
      await page.getByText('Invoice pdf not currently available for download').waitFor();
      const pdf = page.context().waitForEvent('response', (r) => r.url().includes('/api/files/'));
      await rows
        .nth(3)
        .getByRole('button', { name: /^Download invoice/ })
        .click();
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
    },
    SLOW,
  );

  it(
    'desktop: a day with or without lessons, nothing owed, and the tax year exported as CSV',
    async () => {
      const page = await signInAs(accounts.aisha.adi);
      const lessons = card(page, 'todays-lessons');
      await lessons.waitFor();
      const expected = aishaLessonsToday();
      if (expected === 0) await lessons.getByText('No lessons booked for today').waitFor();
      else
        await lessons
          .getByRole('link', { name: /^Pickup / })
          .first()
          .waitFor();
      expect(await lessons.getByRole('heading', { level: 2 }).textContent()).toBe(
        expected === 1 ? '1 lesson' : '0 lessons',
      );
      await card(page, 'updates').waitFor();
      expect(await card(page, 'arrears-overview').count()).toBe(0);
      await checkA11y(page);

      await page.goto(`${baseUrl()}/accounts/accounts`);
      await page.waitForURL((url) => url.pathname === '/accounts');
      await page.getByText('No arrears info to display').waitFor();
      await page.getByRole('tab', { name: 'Tax year' }).click();
      await page.waitForURL((url) => url.pathname === '/accounts/tax-year');
      expect(pathOf(page)).toBe('/accounts/tax-year');
      await page.getByTestId('tax-year-fees').waitFor();
      await checkA11y(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}\.csv$/);
      const text = await (await file.createReadStream()).toArray();
      expect(Buffer.concat(text).toString('utf8')).toMatch(/^"Date","Description","Type","Amount \(GBP\)"/);
    },
    SLOW,
  );
});
