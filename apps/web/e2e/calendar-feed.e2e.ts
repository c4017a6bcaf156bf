import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

/* The feed round trip (issue 26 §3) on a 390 px phone, as Daniel, whose calendar the seed fills with lessons. */
describeJourneys('Calendar feed on a 390px phone', () => {
  it('turns the feed on, copies the address, the feed has the lessons; a new address and the old one 404s', async () => {
    const page = await newPage(PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(page, 'aa', accounts.daniel.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${baseUrl()}/calendar`);
    await page.getByRole('link', { name: 'Phone calendar feed' }).click();
    await page.getByRole('heading', { name: 'Phone calendar', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const address = page.getByRole('textbox', { name: 'Secret address' });
    await address.waitFor();
    await checkA11y(page, 'calendar-feed-390');
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Address copied.').waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await address.inputValue());
    expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\/lessons\.ics$/);
    await expect(page.getByRole('link', { name: 'Add to calendar app' }).getAttribute('href')).resolves.toBe(
      url.replace(/^https?:/, 'webcal:'),
    );

    // What a calendar app fetches: Daniel's lessons, learners by first name, no phone numbers.
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/\r\nSUMMARY:Lesson: Olivia\r\n/);
    expect(text).not.toMatch(/Bennett|07\d{9}/);

    await page.getByRole('button', { name: 'Make a new address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make new address' }).click();
    await page.getByText('New address made. The old one no longer works.').waitFor();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);

    // Left as it was found: off.
    await page.getByRole('button', { name: 'Turn off feed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: 'Turn on calendar feed' }).waitFor();
  }, 180_000);
});
