import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Issue 26: the phone diary (swipe, zoom, schedule) at 390 px with touch; a lesson dragged and undone, a refused
 * drop and a keyboard move of unavailable time at 1280 px; unavailable time long-pressed and dragged at 390 px.
 */

/** The seed fills Monday to Saturday of the three weeks either side of today with Daniel's lessons. */
const monday = (weeksAhead: number) =>
  addDays(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }), 7 * weeksAhead);
const ymd = (date: Date) => format(date, 'yyyy-MM-dd');
const SLOW = 180_000;
/** A lesson that can be dragged (unavailable time drags too). */
const draggableLesson = '.fc-timegrid-event.fc-event-draggable:not(.cal-kind-unavailable)';

/** Hours of the grid in view below the all-day row, and the height of an hour. */
const hoursInView = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[role="region"][aria-label^="Calendar, "]')!;
    const box = frame.getBoundingClientRect();
    const allDay = frame.querySelector<HTMLElement>('.fc-daygrid-body')!.getBoundingClientRect();
    const slot = frame.querySelector<HTMLElement>('td.fc-timegrid-slot-lane')!.getBoundingClientRect();
    const visible = Math.min(box.bottom, innerHeight) - Math.max(allDay.bottom, box.top);
    return { hour: slot.height * 2, hours: visible / (slot.height * 2) };
  });

/**
 * A real finger (Chromium's touch input) swiping left across the grid; resolves with the milliseconds from the
 * finger lifting to the next day drawn with its lessons (the frame named for the day and a lesson in its column).
 */
const swipeLeft = async (page: Page, nextDay: string) => {
  const cdp = await page.context().newCDPSession(page);
  const timing = page.evaluate((day) => {
    return new Promise<number>((resolve) => {
      addEventListener(
        'touchend',
        () => {
          const lifted = performance.now();
          const drawn = () =>
            document.querySelector(`.fc-timegrid-col[data-date="${day}"] .fc-timegrid-event`)
              ? requestAnimationFrame(() => resolve(performance.now() - lifted))
              : requestAnimationFrame(drawn);
          drawn();
        },
        { capture: true, once: true },
      );
    });
  }, nextDay);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', 320, 520);
  for (const x of [300, 260, 200, 140, 90]) await touch('touchMove', x, 524);
  await touch('touchEnd', 90, 524);
  return timing;
};

describeJourneys('Calendar diary (issue 26)', () => {
  it(
    'on a phone: a working day in view, a swipe to the next day, zoom remembered, the schedule',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      const day = monday(-1);
      await page.goto(`${baseUrl()}/calendar?view=day&date=${ymd(day)}`);
      await page
        .locator(`.fc-timegrid-col[data-date="${ymd(day)}"] .fc-timegrid-event`)
        .first()
        .waitFor();

      const opened = await hoursInView(page);
      expect(opened.hours, 'at least ten hours of the day in view').toBeGreaterThanOrEqual(10);
      // The add button floats at the bottom right, in thumb reach.
      const fab = await page.getByRole('button', { name: 'New Event' }).boundingBox();
      expect(fab!.x + fab!.width).toBeGreaterThan(PHONE.width - 40);
      expect(fab!.y + fab!.height).toBeGreaterThan(PHONE.height - 40);
      await checkA11y(page, 'diary-day-390');

      const ms = await swipeLeft(page, ymd(addDays(day, 1)));
      console.log(`FIGURE swipe to next day drawn: ${Math.round(ms)} ms`);
      await page.getByRole('button', { name: /^Choose date, showing Tuesday/ }).waitFor();
      expect(ms, 'the next day is drawn well within a second of the swipe').toBeLessThan(1000);

      // Zoom in: an hour grows, and stays grown after a reload.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(async () => (await hoursInView(page)).hour).toBeGreaterThan(opened.hour);
      const zoomed = (await hoursInView(page)).hour;
      await page.reload();
      await page.locator('.fc-timegrid-event').first().waitFor();
      expect((await hoursInView(page)).hour).toBe(zoomed);

      // The schedule: today's heading first, lessons with pickup postcode and paid state; a tap opens the lesson.
      await page.getByRole('combobox', { name: 'View' }).click();
      await page.getByRole('option', { name: 'Schedule', exact: true }).click();
      await page.getByRole('heading', { name: 'My schedule', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      const today = format(new TZDate(Date.now(), 'Europe/London'), 'EEEE d MMMM yyyy');
      const days = page.locator('section[data-day]');
      await expect.poll(() => days.first().getAttribute('aria-label')).toBe(today);
      const lesson = page.locator('section[data-day] button[aria-label*="pickup"]').first();
      await lesson.waitFor();
      expect(await lesson.getAttribute('aria-label')).toMatch(/, (Paid|Unpaid) lesson, pickup [A-Z0-9 ]+/);
      // Scrolling to the end loads later weeks.
      const before = await days.count();
      await page.locator('[data-calendar-scroll]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect.poll(() => days.count(), { timeout: 10_000 }).toBeGreaterThan(before);
      await checkA11y(page, 'diary-schedule-390');
      await page.locator('[data-calendar-scroll]').evaluate((el) => el.scrollTo(0, 0));
      const name = (await lesson.getAttribute('aria-label'))!.split(',')[0]!;
      await lesson.click();
      await page.getByRole('dialog').getByRole('heading', { name }).waitFor();
    },
    SLOW,
  );

  it(
    'at 1280 px: a lesson dragged to Sunday and undone, a drop onto another lesson refused, time off moved by keyboard',
    async () => {
      const page = await newPage({ width: 1280, height: 800 });
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      const week = monday(1);
      const sunday = ymd(addDays(week, 6));
      await page.goto(`${baseUrl()}/calendar?view=week&date=${ymd(week)}`);
      const lesson = page.locator(`.fc-timegrid-col[data-date="${ymd(week)}"] ${draggableLesson}`).first();
      await lesson.waitFor();
      const label = (await lesson.getAttribute('aria-label'))!;
      const [name, times] = label.split(', ');
      await lesson.scrollIntoViewIfNeeded();

      // Drag it with the mouse to the same time on Sunday (the seed books no Sundays).
      const from = (await lesson.boundingBox())!;
      const target = (await page.locator(`.fc-timegrid-col[data-date="${sunday}"]`).boundingBox())!;
      const y = from.y + 12;
      await page.mouse.move(from.x + from.width / 2, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) {
        await page.mouse.move(
          from.x + from.width / 2 + ((target.x + target.width / 2 - from.x - from.width / 2) * step) / 8,
          y,
        );
      }
      await page.mouse.up();

      // What will change, checked before anything is sent.
      const dialog = page.getByRole('dialog', { name: 'Move lesson' });
      await dialog.getByText(name!).waitFor();
      await dialog.getByText(`${format(week, 'EEE d MMM')}, ${times!.replace(' to ', '–')}`).waitFor();
      await dialog.getByText(/^Sun \d+ \w+, \d\d:\d\d–\d\d:\d\d$/).waitFor();
      await dialog.getByText('This time is free.').waitFor();
      await checkA11y(page, 'diary-move-1280');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();

      const moved = page.locator(`.fc-timegrid-col[data-date="${sunday}"] .fc-timegrid-event`, { hasText: name });
      await moved.waitFor();
      await page.getByText(/^Lesson moved to Sun/).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByText(/^Lesson back at/).waitFor();
      await moved.waitFor({ state: 'detached' });
      const home = page.locator(`.fc-timegrid-col[data-date="${ymd(week)}"] .fc-timegrid-event[aria-label="${label}"]`);
      await home.waitFor();

      // Dropped onto a lesson on Tuesday: refused before anything is sent, with the reason; Cancel puts it back.
      const at = (await home.boundingBox())!;
      const tuesday = page.locator(`.fc-timegrid-col[data-date="${ymd(addDays(week, 1))}"] ${draggableLesson}`);
      // The one nearest in time, so both are in view.
      const boxes = await Promise.all((await tuesday.all()).map(async (l) => (await l.boundingBox())!));
      const onto = boxes.sort((a, b) => Math.abs(a.y - at.y) - Math.abs(b.y - at.y))[0]!;
      const [x0, y0] = [at.x + at.width / 2, at.y + 12];
      const [x1, y1] = [onto.x + onto.width / 2, onto.y + 12];
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++)
        await page.mouse.move(x0 + ((x1 - x0) * step) / 8, y0 + ((y1 - y0) * step) / 8);
      await page.mouse.up();
      const refused = page.getByRole('dialog', { name: 'Move lesson' });
      await refused
        .getByText('You currently have a calendar item during this time, please cancel it to continue.')
        .waitFor();
      expect(await refused.getByRole('button', { name: 'Move', exact: true }).isDisabled()).toBe(true);
      await refused.getByRole('button', { name: 'Cancel' }).click();
      await refused.waitFor({ state: 'detached' });
      expect((await home.boundingBox())!.y).toBeCloseTo(at.y, 0);

      // The keyboard's way: the unavailable slot's dialog, Move, an hour earlier, Move; then Undo.
      const service = page.locator('.fc-timegrid-event[aria-label^="Car service at the dealer"]');
      await service.focus();
      await page.keyboard.press('Enter');
      const slot = page.getByRole('dialog', { name: 'Unavailable' });
      await slot.getByRole('button', { name: 'Move', exact: true }).focus();
      await page.keyboard.press('Enter');
      const moving = page.getByRole('dialog', { name: 'Move unavailable time' });
      const earlier = moving.getByRole('button', { name: '15 min earlier' });
      for (let i = 0; i < 4; i++) {
        await earlier.focus();
        await page.keyboard.press('Enter');
      }
      await moving.getByText(`${format(week, 'EEE d MMM')}, 07:00–09:30`).waitFor();
      await moving.getByText('This time is free.').waitFor();
      await moving.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByText(`Unavailable time moved to ${format(week, 'EEE d MMM')} 07:00–09:30`).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByText(/^Unavailable time back at .* 08:00–10:30$/).waitFor();
    },
    SLOW,
  );

  it(
    'on a phone: unavailable time long-pressed and dragged half an hour later, this one of its series, then undone',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      // Thursday's school pick-up, 16:30-18:00, repeats every week.
      const thursday = addDays(monday(1), 3);
      await page.goto(`${baseUrl()}/calendar?view=day&date=${ymd(thursday)}`);
      const block = page.locator('.fc-timegrid-event.fc-event-draggable', { hasText: 'School pick-up' });
      await block.waitFor();
      await block.scrollIntoViewIfNeeded();
      const box = (await block.boundingBox())!;
      const hour = (await hoursInView(page)).hour;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width / 2, y }],
        });
      const y = box.y + 10;
      await touch('touchStart', y);
      await page.waitForTimeout(700); // a long press picks it up
      for (let step = 1; step <= 6; step++) await touch('touchMove', y + (hour / 2 + 4) * (step / 6));
      await touch('touchEnd', y + hour / 2 + 4);

      // Dropped later the same day; the preview's controls then set it to exactly 17:00.
      const dialog = page.getByRole('dialog', { name: 'Move unavailable time' });
      const to = dialog.locator('dd[aria-live]');
      await to.waitFor();
      const [, hh, mm] = (await to.textContent())!.match(/, (\d\d):(\d\d)/)!;
      const quarters = (Number(hh) * 60 + Number(mm) - 17 * 60) / 15;
      expect(quarters, 'dropped later than 16:30').toBeGreaterThan(-2);
      const nudge = dialog.getByRole('button', { name: quarters > 0 ? '15 min earlier' : '15 min later' });
      for (let i = 0; i < Math.abs(quarters); i++) await nudge.click();
      await dialog.getByText(`${format(thursday, 'EEE d MMM')}, 17:00–18:30`).waitFor();
      await dialog.getByRole('radio', { name: 'This one' }).waitFor();
      expect(await dialog.getByRole('radio', { name: 'This one' }).isChecked()).toBe(true);
      await dialog.getByText('This time is free.').waitFor();
      await checkA11y(page, 'diary-move-time-off-390');
      // Every action in thumb reach: Move sits in the lower half of the screen.
      const move = dialog.getByRole('button', { name: 'Move', exact: true });
      expect((await move.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);
      await move.click();
      await page.getByText(`Unavailable time moved to ${format(thursday, 'EEE d MMM')} 17:00–18:30`).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByText(/^Unavailable time back at .* 16:30–18:00$/).waitFor();
    },
    SLOW,
  );
});
