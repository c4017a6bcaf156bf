import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/*
 * The calendar journeys book in weeks the seed leaves almost empty (it fills three weeks either side of today
 * with lessons), and every item they make they make themselves, so the journeys do not depend on each other.
 */
const monday = (weeksAhead: number) =>
  addDays(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }), weeksAhead * 7);
const ymd = (date: Date) => format(date, 'yyyy-MM-dd');

const openCalendar = async (page: Page, view: string, date: Date) => {
  await page.goto(`${baseUrl()}/calendar?view=${view}&date=${ymd(date)}`);
  await page.locator('.fc-timegrid-slot-lane').first().waitFor();
};

/** Taps the empty slot at a time (HH:mm) in the day view, where one column fills the grid. */
const clickSlot = async (page: Page, time: string) => {
  const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await lane.scrollIntoViewIfNeeded();
  const box = (await lane.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('heading', { name: 'New event' }).waitFor();
};

const chooseLearner = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Learner' }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

const chooseOption = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const event = (page: Page, text: string) => page.locator('.fc-event', { hasText: text });

/** The calendar's pages are large for axe; a loaded machine needs more than the default 90 s per journey. */
const SLOW = 180_000;

const signInDesktop = async () => {
  const page = await newPage();
  await signIn(page, 'aa', accounts.daniel.adi);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
};

describeJourneys('Calendar', () => {
  it(
    'desktop: the week uses the width of a 1280 px screen, and the grid is the one thing that scrolls',
    async () => {
      const page = await signInDesktop();
      await openCalendar(page, 'week', monday(0));
      const grid = page.getByRole('region', { name: /^Calendar,/ });
      const box = (await grid.boundingBox())!;
      // 1280 less the side navigation (220) and the page's margins: more than 1000 px, not ~860.
      expect(box.width).toBeGreaterThan(1000);
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(
        0,
      );
      expect(await grid.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    },
    SLOW,
  );

  it(
    'books a single lesson from an empty slot',
    async () => {
      const page = await signInDesktop();
      const day = addDays(monday(5), 1);
      await openCalendar(page, 'day', day);
      await page.getByRole('heading', { name: 'My day', level: 1 }).waitFor();
      await checkA11y(page);

      await clickSlot(page, '10:00');
      expect(await page.getByRole('button', { name: 'Lesson', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await chooseLearner(page, 'Olivia Bennett');
      await checkA11y(page, 'add-event');
      await page.getByRole('button', { name: 'Book lesson' }).click();
      await page.getByText('Lesson booked').waitFor();
      await event(page, 'Olivia Bennett').waitFor();
      expect(await event(page, 'Olivia Bennett').getAttribute('aria-label')).toMatch(/^Olivia Bennett, 10:00 to 12:00/);
      await checkA11y(page);
    },
    SLOW,
  );

  it(
    'previews a weekly series of 4 and labels the clashing week "Booking conflict"',
    async () => {
      const page = await signInDesktop();
      const first = addDays(monday(5), 2);
      // The clash: an unavailable hour in the third week.
      await openCalendar(page, 'day', addDays(first, 14));
      await clickSlot(page, '14:00');
      await page.getByRole('button', { name: 'Unavailable', exact: true }).click();
      await page.getByRole('textbox', { name: 'Notes' }).fill('Dentist');
      await page.getByRole('button', { name: 'Add unavailable slot' }).click();
      await event(page, 'Dentist').waitFor();

      await openCalendar(page, 'day', first);
      await clickSlot(page, '14:00');
      await chooseLearner(page, 'Chloe Atkinson');
      await chooseOption(page, 'Repeat', 'Weekly');
      await chooseOption(page, 'Number of lessons', '4');
      await page.getByRole('button', { name: 'Check availability' }).click();
      const rows = page.getByRole('list', { name: 'Lessons to book' }).getByRole('listitem');
      await rows.nth(3).waitFor();
      const labels = await rows.allInnerTexts();
      expect(labels[2]).toContain('Booking conflict');
      for (const i of [0, 1, 3]) expect(labels[i]).toMatch(/Free\s*(Pre-paid|Not-paid)/);
      await checkA11y(page, 'booking-preview');

      await page.getByRole('button', { name: 'Add 3 lessons' }).click();
      await page.getByRole('heading', { name: 'Booking successful' }).waitFor();
      expect(await page.getByRole('link', { name: 'See lessons' }).getAttribute('href')).toMatch(
        /^\/learners\/[\w-]+$/,
      );
      await checkA11y(page, 'booking-successful');
      await page.getByRole('button', { name: 'Done' }).click();
      await event(page, 'Chloe Atkinson').waitFor();
    },
    SLOW,
  );

  it(
    'cancels a prepaid lesson with a refund',
    async () => {
      const page = await signInDesktop();
      await openCalendar(page, 'week', monday(2));
      const paid = page.locator('.fc-event.cal-clickable.cal-kind-paid_lesson').first();
      const label = (await paid.getAttribute('aria-label'))!;
      await paid.click();
      const learner = label.split(',')[0]!;
      await page.getByRole('heading', { name: learner }).waitFor();
      await page.getByRole('button', { name: 'Cancel lesson' }).click();
      const refund = page.getByRole('switch', { name: "Refund the learner's hours" });
      expect(await refund.isChecked()).toBe(true);
      expect(await refund.isEnabled()).toBe(true);
      await page
        .getByRole('textbox', { name: /Reason for cancelling/ })
        .fill('Learner has a family emergency this week');
      await checkA11y(page, 'cancel-lesson');
      await page.getByRole('button', { name: 'Cancel lesson' }).click();
      await page.getByText('Lesson cancelled').waitFor();
      const when = label.split(',')[1]!.trim();
      await page.locator(`.fc-event.cal-kind-cancelled[aria-label^="${learner}, ${when}"]`).first().waitFor();
    },
    SLOW,
  );

  it(
    'adds a repeating unavailable slot and deletes all its events',
    async () => {
      const page = await signInDesktop();
      const first = addDays(monday(6), 0);
      await openCalendar(page, 'day', first);
      await clickSlot(page, '18:00');
      await page.getByRole('button', { name: 'Unavailable', exact: true }).click();
      await chooseOption(page, 'Repeat', 'Every week');
      await chooseOption(page, 'Occurrences', '3');
      await page.getByRole('textbox', { name: 'Notes' }).fill('Evening class');
      await page.getByRole('button', { name: 'Add unavailable slots' }).click();
      await event(page, 'Evening class').waitFor();
      await openCalendar(page, 'day', addDays(first, 14));
      await event(page, 'Evening class').waitFor();

      // Deleting "all future repeating events" from the first one removes the whole series.
      await openCalendar(page, 'day', first);
      await event(page, 'Evening class').click();
      await page.getByRole('dialog').getByText('Every week').waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Would you like to delete all future repeating events?').waitFor();
      await checkA11y(page, 'delete-series');
      await page.getByRole('button', { name: 'All events' }).click();
      await page.getByText('Repeating unavailable slots deleted').waitFor();
      await event(page, 'Evening class').waitFor({ state: 'detached' });
      await openCalendar(page, 'day', addDays(first, 14));
      await page.waitForTimeout(1000);
      expect(await event(page, 'Evening class').count()).toBe(0);
    },
    SLOW,
  );

  it(
    'shows the day and week views on a 390px phone',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      await openCalendar(page, 'day', monday(1));
      await page.getByRole('heading', { name: 'My day', level: 1 }).waitFor();
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'day-390');

      await chooseOption(page, 'View', 'Week');
      await page.getByRole('heading', { name: 'My week', level: 1 }).waitFor();
      await page.locator('.fc-timeGridWeek-view').waitFor();
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'week-390');

      await page.getByRole('button', { name: 'New Event' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'New event' }).waitFor();
      expect((await dialog.boundingBox())?.width, 'full-screen on a phone').toBe(390);
    },
    SLOW,
  );
});
