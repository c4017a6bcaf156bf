import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { type OutboxMessage, readOutbox } from './support/outbox.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 180_000;

/** The newest link to a learner's page in the outbox, waiting up to ten seconds for it. */
const latestPageLink = async (notIn: Set<string>): Promise<string> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = (await readOutbox(baseUrl())).find((m) => !notIn.has(m.id) && /\/learner\//.test(m.body));
    const link = text && /https?:\/\/\S+\/learner\/[A-Za-z0-9_-]{43}/.exec(text.body)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error('No learner page link was texted');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * The first weekday two or more days ahead (UK): the server's own reminder run, on the real clock, reaches no
 * further than tomorrow, so only the run this journey asks for can remind a lesson that day.
 */
const lessonDay = () => {
  let day = addDays(new TZDate(Date.now(), 'Europe/London'), 2);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};

/** POST /dev/jobs/lesson reminders/run: one run of the reminder job as at `at`; what it did. */
const runReminders = async (at: Date): Promise<{ sent: number; failed: number }> => {
  const response = await fetch(`${baseUrl()}/dev/jobs/lesson%20reminders/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { done: { sent: number; failed: number } }).done;
};

const dayView = (page: Page, day: Date) =>
  page.goto(`${baseUrl()}/calendar?view=day&date=${format(day, 'yyyy-MM-dd')}`);

/** The instructor's lesson of `day` whose label starts with `label` ("Harry Patel, 10:00"), from the day view. */
const openLesson = async (page: Page, day: Date, label: string) => {
  await dayView(page, day);
  const lesson = page.locator(`.fc-event.cal-clickable[aria-label^="${label}"]`).first();
  await lesson.scrollIntoViewIfNeeded();
  await lesson.click();
  await page.getByTestId('lesson-reminder').waitFor();
};

/** The learner's record, found by name from the learners list; its reminders switch. */
const openLearner = async (page: Page, name: string) => {
  await page.goto(`${baseUrl()}/learners`);
  await page.getByRole('textbox', { name: 'Search for learners' }).fill(name.split(' ')[0]!);
  await page.getByText(name).first().click();
  await page.getByRole('heading', { name: "Learner's page and reminders" }).waitFor();
  const reminders = page.getByRole('switch', { name: /Reminder texts the day before/ });
  await reminders.waitFor();
  return reminders;
};

describeJourneys("The learner's page (issue 27)", () => {
  it(
    'the instructor texts Olivia her link; she opens it on her phone, sees her lessons and balance, and turns reminders off',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      const reminders = await openLearner(page, 'Olivia Bennett');
      if (!(await reminders.isChecked())) await reminders.click();
      await page.getByText('Reminder texts are on.').waitFor();
      const before = new Set((await readOutbox(baseUrl())).map((m) => m.id));
      await page.getByRole('button', { name: /Text a (new )?link/ }).click();
      await page.getByText('Link sent', { exact: true }).waitFor();
      await checkA11y(page, 'learner-page-card');

      const link = new URL(await latestPageLink(before));
      const phone = await newPage(PHONE);
      await phone.goto(`${baseUrl()}${link.pathname}`);
      await phone.getByRole('heading', { name: 'Hi Olivia', level: 1 }).waitFor();
      await phone.getByRole('heading', { name: 'Your next lessons' }).waitFor();
      expect(await phone.getByTestId('learner-page-balance').textContent()).toMatch(/^\d+(\.\d+)? hours?$/);
      expect(await phone.getByTestId('learner-page-reminders').textContent()).toContain('We text you at 6pm');
      expect(await fitsWidth(phone), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(phone, 'learner-page-390');

      await phone.getByRole('button', { name: 'Stop reminder texts' }).click();
      await phone.getByText('Reminder texts are off. You will not get reminders.').waitFor();
      await phone.getByRole('button', { name: 'Text me a reminder' }).waitFor();
      await checkA11y(phone, 'learner-page-opted-out');

      await page.reload();
      await page.getByRole('heading', { name: "Learner's page and reminders" }).waitFor();
      expect(await page.getByRole('switch', { name: /Reminder texts the day before/ }).isChecked()).toBe(false);
    },
    SLOW,
  );

  it(
    'at 18:00 the day before, a learner who opted in is texted one reminder; the instructor sees it went and was delivered',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      const day = lessonDay();
      await dayView(page, day);
      const lessons = page.locator('.fc-event.cal-clickable:is(.cal-kind-paid_lesson, .cal-kind-unpaid_lesson)');
      const label = (await lessons.first().getAttribute('aria-label'))!; // "Harry Patel, 10:00 to 12:00, ..."
      const [learner, when] = label.split(', ') as [string, string];
      const start = when.split(' to ')[0]!;
      await openLesson(page, day, `${learner}, ${start}`);
      expect(await page.getByTestId('lesson-reminder').textContent()).toBe('Not sent');
      const mobile = (await page.locator('a[href^="tel:"]').getAttribute('href'))!.slice('tel:'.length);
      const postcode = /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.exec(
        (await page.getByText('Pickup address').locator('xpath=..').textContent())!,
      )?.[0];
      expect(postcode, 'the lesson has a pickup postcode').toBeDefined();

      const reminders = await openLearner(page, learner);
      if (!(await reminders.isChecked())) await reminders.click();
      await page.getByText('Reminder texts are on.').waitFor();

      const eve = addDays(day, -1);
      const sixPm = new TZDate(eve.getFullYear(), eve.getMonth(), eve.getDate(), 18, 0, 'Europe/London');
      const theLesson = `tomorrow, ${format(day, 'EEEE d MMMM')} at ${start}`;
      const remindersOf = async (): Promise<OutboxMessage[]> =>
        (await readOutbox(baseUrl())).filter((m) => m.to === mobile && m.body.includes(theLesson));
      expect(await remindersOf(), 'no reminder before the run').toHaveLength(0);
      expect((await runReminders(new Date(sixPm.getTime() - 60_000))).sent).toBe(0);
      expect(await remindersOf(), 'none at 17:59').toHaveLength(0);
      expect((await runReminders(sixPm)).sent).toBeGreaterThanOrEqual(1);
      const [text, ...more] = await remindersOf();
      expect(more).toHaveLength(0);
      expect(text!.body).toMatch(
        new RegExp(`^Reminder: driving lesson with Daniel Hughes ${theLesson}, pickup ${postcode}\\. `),
      );
      const link = /https?:\/\/\S+(\/learner\/[A-Za-z0-9_-]{43})/.exec(text!.body)?.[1];
      expect(link, text!.body).toBeDefined();
      const learnersPage = await fetch(`${baseUrl()}${link}`);
      expect(await learnersPage.text()).toContain(`Hi ${learner.split(' ')[0]}`);
      await runReminders(sixPm);
      expect(await remindersOf(), 'still one after a second run').toHaveLength(1);

      // The outbox plays the provider: it reports the text delivered, and the learner replies STOP.
      await page.goto(`${baseUrl()}/dev/outbox`);
      const row = page.locator('li', { hasText: theLesson }).filter({ hasText: mobile });
      for (const button of ['Report delivered', 'Simulate reply']) {
        await Promise.all([page.waitForEvent('load'), row.getByRole('button', { name: button }).click()]);
        // Back on the outbox (a 303) only when the webhook took it; otherwise the refusal stays on the form's URL.
        expect(new URL(page.url()).pathname, button).toBe('/dev/outbox');
      }
      await openLesson(page, day, `${learner}, ${start}`);
      expect(await page.getByTestId('lesson-reminder').textContent()).toBe(
        `Sent ${format(eve, 'dd/MM')} 18:00, delivered`,
      );
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'lesson-reminder-390');
      expect(await (await openLearner(page, learner)).isChecked(), 'STOP turned reminders off').toBe(false);
    },
    SLOW,
  );
});
