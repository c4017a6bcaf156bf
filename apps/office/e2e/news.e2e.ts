import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { instantToUkMinute } from '@portal/domain/posts';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/foundation.seed.ts';
import { createServices } from '../../server/src/services.ts';
import { openTestDatabase } from '../../server/test/databases.ts';
import { testConfig, testDeps } from '../../server/test/test-app.ts';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { describeJourneys, newPage, PHONE } from '../../web/e2e/support/browser.ts';
import { outboxIds, readLatestCode } from '../../web/e2e/support/outbox.ts';

/*
 * Issue 25 §2, in real Chromium: a Content member writes a post with an uploaded image, checks the preview on a
 * phone, and schedules it for the minute after next; the AA instructor's home (390 px) does not show it before that
 * minute and shows it from that minute on. The app runs in this process with a clock the test moves forward, so
 * the journey does not wait a real minute: it stops the clock a second before
 * the minute, then at it.
 */

const PASSWORD = 'Office-Desk-2026';
const EMAIL = 'news.journey@office.example';
const ADI = '100001';
const TITLE = 'Saturday tests at Harehills';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MINUTE = 60_000;
const shots = process.env.E2E_SCREENSHOTS;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let secret = '';
/** The server's clock: the real time until the journey stops it at a chosen instant. */
let stoppedAt: Date | null = null;

const shot = async (page: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};

beforeAll(async () => {
  handle = await openTestDatabase('pglite', { seed: true });
  const clock = { now: () => stoppedAt ?? new Date() };
  const deps = testDeps(handle, { clock, config: testConfig({ NODE_ENV: 'development' }) });
  app = await buildApp(deps, { logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const services = createServices(deps);
  const member = await services.staff.addMember({
    email: EMAIL,
    name: 'Sam Content',
    password: PASSWORD,
    roles: ['Content'],
    brands: ['AADS', 'BSM'],
  });
  secret = (await services.staff.enrolTotp(member.id)).secret;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const signInToOffice = async (page: Page) => {
  await page.goto(`${base}/office/sign-in`);
  await page.getByLabel('Work email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
};

const signInToPortal = async (page: Page) => {
  await page.goto(`${base}/aa/sign-in`);
  const before = await outboxIds(base);
  await page.getByLabel('ADI number').fill(ADI);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/aa/access-code');
  const input = page.getByLabel('Access code');
  await input.click();
  await input.pressSequentially(await readLatestCode(base, '+447700900101', { notIn: before }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/access-code'));
};

const updatesCard = (page: Page) => page.getByTestId('updates');

describeJourneys('office: news and tech updates', () => {
  it('schedules a post for the minute after next; the instructor sees it on home from that minute', async () => {
    const page = await newPage();
    await signInToOffice(page);
    await page.goto(`${base}/office/news`);
    await page.getByRole('table', { name: 'Posts' }).waitFor();
    await checkA11y(page, 'office news list');
    await page.getByRole('link', { name: 'New post' }).click();

    await page.getByLabel('Title').fill(TITLE);
    const editor = page.getByRole('textbox', { name: 'Post content' });
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('From Saturday');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially(' the test centre opens at 8am.');
    await page.getByLabel('Image file').setInputFiles({ name: 'harehills.png', mimeType: 'image/png', buffer: PNG });
    await editor.locator('img[src^="/api/post-images/"]').waitFor();
    const preview = page.getByTestId('preview-phone');
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    await preview.locator('strong', { hasText: 'From Saturday' }).waitFor();
    await preview.locator('img[alt="harehills"]').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.waitForURL((url) => /\/office\/news\/[0-9a-f-]{36}$/.test(url.pathname));
    await checkA11y(page, 'office post editor');
    await shot(page, 'office-news-editor-1280');
    await page.getByRole('button', { name: 'Desktop' }).click();
    await page.getByTestId('preview-desktop').waitFor();
    await shot(page, 'office-news-preview-desktop-1280');

    // Scheduled for the start of the minute after next (61 to 120 seconds ahead), in UK time.
    const minute = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 2 * MINUTE);
    await page.getByLabel('At a time').check();
    await page.getByLabel('Goes live at (UK time)').fill(instantToUkMinute(minute));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText(/^Scheduled for /).waitFor();
    expect(await page.getByTestId('post-state').textContent()).toBe('Scheduled');

    // The instructor, on a phone: not on home before the minute.
    const phone = await newPage(PHONE);
    await signInToPortal(phone);
    await phone.goto(`${base}/home`);
    await updatesCard(phone).getByRole('link').first().waitFor();
    expect(await updatesCard(phone).textContent()).not.toContain(TITLE);

    // A second before the minute: still not there. At the minute: first on the card, and it opens.
    stoppedAt = new Date(minute.getTime() - 1000);
    await phone.reload();
    await updatesCard(phone).getByRole('link').first().waitFor();
    expect(await updatesCard(phone).textContent()).not.toContain(TITLE);
    stoppedAt = minute;
    await phone.reload();
    const link = updatesCard(phone).getByRole('link', { name: TITLE });
    await link.waitFor();
    await checkA11y(phone, 'portal home with the scheduled post');
    await shot(phone, 'portal-home-scheduled-post-390');
    await link.click();
    await phone.locator('article strong', { hasText: 'From Saturday' }).waitFor();
    await phone.locator('article img[alt="harehills"]').waitFor();
    await shot(phone, 'portal-post-390');

    // The office sees it Live now.
    await page.reload();
    await page.getByTestId('post-state').filter({ hasText: 'Live' }).waitFor();
  });
});
