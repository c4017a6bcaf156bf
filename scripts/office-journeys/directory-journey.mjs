// The directory journey (issue 24 §3), walked in headless Chromium until the office has its e2e harness: run
// `npx tsx scripts/office-journeys/prepare.ts DATA_DIR SECRET_KEY`, start the built server on that DATA_DIR with
// that SECRET_KEY, then `node scripts/office-journeys/directory-journey.mjs http://127.0.0.1:PORT OUT_DIR`: signs in
// with a password and an authenticator code, searches by ADI number, opens the page, locks the capacity and finds
// it in the trail, with an axe check of each page (1280 and 1024 px) and screenshots in OUT_DIR.
// Walks the journey in headless Chromium and saves screenshots: sign in, search by ADI, open, lock, see the trail.
import { AxeBuilder } from '@axe-core/playwright';
import { generate } from 'otplib';
import { chromium } from 'playwright-core';

const [base, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
const axe = async (page, name) => {
  const r = await new AxeBuilder({ page }).analyze();
  results.push(
    `${name}: ${r.violations.length} violations ${r.violations.map((v) => `${v.id}(${v.nodes.length}) ${v.nodes[0]?.target}`).join('; ')}`,
  );
};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/office/sign-in`);
  await page.getByLabel(/email/i).fill('priya.shah@office.example');
  await page.getByLabel('Password', { exact: true }).fill('Office-Desk-2026');
  await page.getByRole('button', { name: /continue|sign in|next/i }).click();
  const code = await generate({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
  await page.getByRole('button', { name: /sign in|verify|continue/i }).click();
  await page.waitForURL(/\/office\/instructors/);
  await page.getByText(/instructors found/).waitFor();
  await axe(page, 'directory 1280');
  await page.screenshot({ path: `${out}/directory-1280.png`, fullPage: true });
  await page.getByLabel('Search by name, ADI number or postcode').fill('100001');
  await page.getByText('1 instructor found').waitFor();
  await page.getByRole('link', { name: 'Daniel Hughes' }).click();
  await page.getByRole('heading', { name: 'Daniel Hughes', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Lock capacity' }).waitFor();
  await axe(page, 'instructor 1280');
  await page.screenshot({ path: `${out}/instructor-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Lock capacity' }).click();
  await page.getByRole('dialog').waitFor();
  await axe(page, 'lock dialog 1280');
  await page.screenshot({ path: `${out}/lock-dialog-1280.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Lock capacity' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Open capacity' }).waitFor();
  await page.getByRole('cell', { name: 'Locked capacity' }).waitFor();
  await page.screenshot({ path: `${out}/instructor-locked-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await axe(page, 'instructor 1024');
  await page.screenshot({ path: `${out}/instructor-1024.png`, fullPage: true });
  await page.goto(`${base}/office/instructors`);
  await page.getByText(/instructors found/).waitFor();
  await page.screenshot({ path: `${out}/directory-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/office/audit`);
  await page.getByLabel('Staff member').click();
  await page.getByRole('option', { name: /Priya Shah/ }).click();
  await page.getByRole('cell', { name: 'Locked capacity' }).waitFor();
  await axe(page, 'audit 1280');
  await page.screenshot({ path: `${out}/audit-1280.png`, fullPage: true });
  console.log(results.join('\n'));
} catch (error) {
  await browser
    .contexts()[0]
    ?.pages()[0]
    ?.screenshot({ path: `${out}/failure.png` });
  console.log(results.join('\n'));
  throw error;
} finally {
  await browser.close();
}
