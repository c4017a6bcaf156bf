import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { readOutbox } from './support/outbox.ts';
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

describeJourneys("The learner's page (issue 27)", () => {
  it(
    'the instructor texts Olivia her link; she opens it on her phone, sees her lessons and balance, and turns reminders off',
    async () => {
      const page = await newPage(PHONE);
      await signIn(page, 'aa', accounts.daniel.adi);
      await page.waitForURL((url) => url.pathname === '/home');
      await page.goto(`${baseUrl()}/learners`);
      await page.getByRole('textbox', { name: 'Search for learners' }).fill('Olivia');
      await page.getByText('Olivia Bennett').first().click();
      await page.getByRole('heading', { name: "Learner's page and reminders" }).waitFor();
      const reminders = page.getByRole('switch', { name: /Reminder texts the day before/ });
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
});
