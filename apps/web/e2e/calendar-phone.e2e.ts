import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { accountMenuButton } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/* The seed fills Monday to Saturday of the three weeks either side of today with Daniel's lessons. */
const lastMonday = () => addDays(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }), -7);

/** How the grid sits on screen: its visible height, whether the page scrolls, and the first lesson's place. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[role="region"][aria-label^="Calendar, "]')!;
    const box = frame.getBoundingClientRect();
    // The day headers and all-day row stay at the top of the grid; the hours show below them.
    const header = frame.querySelector<HTMLElement>('.fc-daygrid-body')!.getBoundingClientRect();
    const tops = [...frame.querySelectorAll<HTMLElement>('.fc-timegrid-event')].map((e) => e.getBoundingClientRect());
    const first = tops.sort((a, b) => a.top - b.top)[0];
    return {
      gridHeight: Math.min(box.bottom, innerHeight) - Math.max(box.top, 0),
      pageScrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight,
      firstInView: first ? first.top >= header.bottom && first.top + 20 <= box.bottom : false,
    };
  });

describeJourneys('Calendar on a 390px phone', () => {
  it("fills the screen and opens another day at that day's first lesson", async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'aa', accounts.daniel.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${baseUrl()}/calendar?view=day&date=${format(lastMonday(), 'yyyy-MM-dd')}`);
    await page.getByRole('heading', { name: 'My day', level: 1 }).waitFor();
    await page.locator('.fc-timegrid-event').first().waitFor();

    const filled = await measure(page);
    expect(filled.pageScrolls, 'the page itself does not scroll').toBe(false);
    expect(filled.gridHeight, 'the grid takes most of the screen').toBeGreaterThan(PHONE.height * 0.65);
    await checkA11y(page, 'calendar-day-390');

    // Another day, in the app: its lessons are in view without scrolling, whatever the hour now.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: /^Choose date, showing Tuesday/ }).waitFor();
    await expect.poll(async () => (await measure(page)).firstInView, { timeout: 10_000 }).toBe(true);

    // A long swipe of the date strip, months from the chosen day either way, shows days, not empty space (only
    // the chips near the range and near what is in view are drawn).
    const strip = page.getByRole('group', { name: 'Choose a date' });
    for (const by of [6_000, -12_000]) {
      await strip.evaluate((el, dx) => {
        el.scrollLeft += dx;
      }, by);
      await expect
        .poll(() =>
          strip.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return [...el.querySelectorAll('button')].filter((b) => {
              const r = b.getBoundingClientRect();
              return r.left >= box.left && r.right <= box.right;
            }).length;
          }),
        )
        .toBeGreaterThanOrEqual(5);
    }

    await accountMenuButton(page, 'Daniel Hughes').click();
    await page.getByRole('menu').getByText('Daniel Hughes').waitFor();
    await checkA11y(page, 'account-menu-390');
  }, 180_000);
});
