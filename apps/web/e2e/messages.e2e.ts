import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/** The office replies as it will once its side exists: through sendAgentMessage (a development-only route). */
const officeSays = async (adiNumber: string, body: string) => {
  const response = await fetch(`${baseUrl()}/dev/office/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
    body: JSON.stringify({ adiNumber, body }),
  });
  expect(response.status).toBe(200);
};

const chat = (page: Page) => page.getByTestId('chat-log');
const inChat = (page: Page, text: string) => chat(page).getByText(text, { exact: true });

/** A journey makes its own messages, unique to the run, so the journeys never depend on each other. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

describeJourneys('Messages, news and tech updates', () => {
  it('on a phone: reads the conversation, loads older messages, sends (once, with a retry) and hears the office', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'aa', accounts.daniel.adi);
    await page.goto(`${baseUrl()}/messages`);
    await page.getByRole('heading', { name: 'Message centre', level: 1 }).waitFor();
    await inChat(page, 'Please confirm your insurance details in My details before the end of the week.').waitFor();
    expect(await chat(page).getByTestId('day-separator').count()).toBeGreaterThan(1);
    await checkA11y(page);
    expect(await fitsWidth(page)).toBe(true);

    // Older messages, 20 at a time, until an empty page: the conversation's start.
    await chat(page).evaluate((el) => el.scrollTo(0, 0));
    await inChat(page, 'Welcome to the message centre! You can reach Instructor Support here any time.').waitFor();
    await chat(page).evaluate((el) => el.scrollTo(0, 0));
    await chat(page).getByText('This is the start of your conversation').waitFor();

    // A send that fails stays, marked, with a retry; the retry sends it once.
    const first = unique('Can we move Friday?');
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes(first) ? route.abort() : route.continue(),
    );
    const box = page.getByLabel('Send a message');
    await box.fill(first);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await box.inputValue()).toBe('');
    await chat(page).getByText('Not sent').waitFor();
    await page.unroute('**/graphql');
    await chat(page).getByRole('button', { name: 'Retry' }).click();
    await chat(page).getByText('Not sent').waitFor({ state: 'detached' });
    await inChat(page, first).waitFor();

    // The office's reply arrives by itself.
    const reply = unique('Yes, Friday is moved to 10:00.');
    await officeSays(accounts.daniel.adi, reply);
    await inChat(page, reply).waitFor({ timeout: 5_000 });
    expect(await inChat(page, first).count()).toBe(1);
    await checkA11y(page);
  });

  it('on a desktop: sends with Enter, reads the news and tech updates, and opens a post at its own address', async () => {
    const page = await newPage();
    await signIn(page, 'bsm', accounts.emma.adi);
    await page.goto(`${baseUrl()}/messages`);
    const mine = unique('Any learners in M20?');
    await page.getByLabel('Send a message').fill(mine);
    await page.getByLabel('Send a message').press('Enter');
    await inChat(page, mine).waitFor();
    await page.reload();
    await inChat(page, mine).waitFor();
    expect(await inChat(page, mine).count()).toBe(1);

    await page.getByRole('tab', { name: 'News' }).click();
    await page.getByRole('heading', { name: 'Driving School news feed', level: 1 }).waitFor();
    const titles = page.locator('article h2 a');
    await titles.first().waitFor();
    await page.locator('article a[href^="https://www.gov.uk/"]').first().waitFor();
    await checkA11y(page);
    const title = (await titles.first().textContent())!;
    await titles.first().click();
    await page.waitForURL(/\/messages\/news\/[0-9a-f-]{36}$/);
    const address = page.url();
    await page.goto(address);
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Tech Updates' }).click();
    await page.getByRole('heading', { name: 'Tech updates', level: 1 }).waitFor();
    await page.locator('article').first().waitFor();

    await page.goto(`${baseUrl()}/messages/news/00000000-0000-4000-a000-000000000000`);
    await page.getByText('This is awkward.').waitFor();
  });
});
