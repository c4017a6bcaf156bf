import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { outboxIds, readOutbox } from './support/outbox.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const SLOW = 240_000;
const OFFER_LINK = /https?:\/\/\S+(\/learner\/[A-Za-z0-9_-]{43}\/offers\/[0-9a-f-]{36})/;

/** The paths of the offer links texted since `notIn`, waiting up to ten seconds for `count` of them. */
const offerLinks = async (notIn: Set<string>, count: number): Promise<string[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const paths = (await readOutbox(baseUrl()))
      .filter((m) => !notIn.has(m.id))
      .flatMap((m) => OFFER_LINK.exec(m.body)?.[1] ?? []);
    if (paths.length >= count) return paths;
    if (Date.now() > deadline) throw new Error(`${paths.length} of ${count} offer links were texted`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Tuesday of next week, in the seed's lessons (it fills three weeks either side of today), on the UK clock. */
const nextTuesday = () => addDays(startOfWeek(new TZDate(Date.now(), 'Europe/London'), { weekStartsOn: 1 }), 8);

/** Chooses three learners: suggested ones with pre-paid hours first, then any others that can be texted. */
const chooseThree = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().waitFor();
  const withHours = dialog.getByRole('region', { name: 'Suggested' }).getByRole('checkbox', { name: /pre-paid hour/ });
  const any = dialog.getByRole('checkbox', { disabled: false });
  const pool = (await withHours.count()) >= 3 ? withHours : any;
  for (let i = 0; i < 3; i++) await pool.nth(i).check();
};

describeJourneys('Offer a freed slot (issue 27 §3)', () => {
  it(
    'an instructor cancels a lesson and offers the slot to three learners; the first to accept gets it, the others see it taken',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      await page.goto(`${baseUrl()}/calendar?view=day&date=${format(nextTuesday(), 'yyyy-MM-dd')}`);
      const lesson = page.locator('.fc-event.cal-clickable.cal-kind-paid_lesson').first();
      await lesson.scrollIntoViewIfNeeded();
      const label = (await lesson.getAttribute('aria-label'))!;
      const when = label.split(',')[1]!.trim(); // "10:00 to 12:00"
      await lesson.click();
      await page.getByRole('button', { name: 'Cancel lesson' }).click();
      await page.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Learner is unwell this week');
      await page.getByRole('button', { name: 'Cancel lesson' }).click();
      await page.getByRole('heading', { name: 'Freed slot' }).waitFor();

      await page.getByRole('button', { name: 'Offer this slot' }).click();
      await page.getByRole('heading', { name: 'Offer this slot' }).waitFor();
      await page.getByRole('combobox', { name: 'Length' }).click();
      await page.getByRole('option', { name: '1 hour', exact: true }).click();
      await chooseThree(page);
      expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
      await checkA11y(page, 'offer-slot-sheet-390');
      const send = page.getByRole('button', { name: 'Send offer (3)' });
      const box = (await send.boundingBox())!;
      expect(box.y + box.height, 'Send is within thumb reach at the bottom').toBeGreaterThan(PHONE.height * 0.75);
      const before = await outboxIds(baseUrl());
      await send.click();
      await page.getByRole('heading', { name: 'Slot offer' }).waitFor();
      await page.getByTestId('slot-offer-recipient').nth(2).waitFor();
      expect(await page.getByTestId('slot-offer-recipient').count()).toBe(3);
      await checkA11y(page, 'slot-offer-view-390');
      const [first, second, third] = await offerLinks(before, 3);

      const learner = await newPage(PHONE);
      await learner.goto(`${baseUrl()}${first}`);
      await learner.getByRole('heading', { name: 'A lesson for you', level: 1 }).waitFor();
      expect(await fitsWidth(learner)).toBe(true);
      await checkA11y(learner, 'slot-offer-page-390');
      await learner.getByRole('button', { name: 'Accept this lesson' }).click();
      await learner.getByText("It's yours: the lesson is booked.").waitFor();
      await checkA11y(learner, 'slot-offer-accepted');

      for (const path of [second!, third!]) {
        const other = await newPage(PHONE);
        await other.goto(`${baseUrl()}${path}`);
        await other.getByText('This slot has been taken').waitFor();
        expect(await other.getByRole('button', { name: 'Accept this lesson' }).count()).toBe(0);
        await other.close();
      }

      // The instructor's view of the offer says who took it (it asks again while the offer is open).
      await page.getByTestId('slot-offer-state').filter({ hasText: 'Taken' }).waitFor({ timeout: 20_000 });
      const took = (await page.getByText(/ took it: the lesson is in your calendar\./).textContent())!;
      const winner = took.replace(/ took it:.*/, '');
      await page.getByRole('button', { name: 'Done' }).click();
      const start = when.split(' to ')[0]!;
      await page.locator(`.fc-event.cal-clickable[aria-label^="${winner}, ${start}"]`).first().waitFor();
      await checkA11y(page, 'calendar-after-offer');
    },
    SLOW,
  );
});
