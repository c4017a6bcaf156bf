import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addYears, formatISO } from 'date-fns';
import { generate } from 'otplib';
import PDFDocument from 'pdfkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { DEMO_PASSWORD, instructorIdFor } from '../../server/src/seed/foundation.seed.ts';
import { createServices } from '../../server/src/services.ts';
import { openTestDatabase } from '../../server/test/databases.ts';
import { testConfig, testDeps } from '../../server/test/test-app.ts';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { describeJourneys, newPage, PHONE } from '../../web/e2e/support/browser.ts';
import { outboxIds, readLatestCode } from '../../web/e2e/support/outbox.ts';

/*
 * Issue 24 §5, in real Chromium: a Support member approves one document (a PDF drawn by pdf.js, with its expiry
 * date) and rejects another with a reason; the instructor (the portal, another browser context, at 390 px) sees
 * the reason beside the document. The app runs in this process on a fresh seeded database, so the test can add
 * the staff member (the seed has no staff yet).
 */

const PASSWORD = 'Office-Desk-2026';
const EMAIL = 'documents.journey@office.example';
const ADI = '100001';
const REASON = 'The address is not readable. Please upload a clearer photo of the letter.';
const shots = process.env.E2E_SCREENSHOTS;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let secret = '';
const types = new Map<string, string>();

const shot = async (page: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};

const docId = (type: string) => types.get(type)!;

/** A one-page PDF with a heading and a line, as a scanner might send. */
const pdfOf = (title: string, line: string) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(20).text(title).moveDown().fontSize(12).text(line);
    doc.end();
  });

beforeAll(async () => {
  handle = await openTestDatabase('pglite', { seed: true });
  // The real time: the browser keeps the cookies by it.
  const deps = testDeps(handle, { clock: { now: () => new Date() }, config: testConfig({ NODE_ENV: 'development' }) });
  app = await buildApp(deps, { logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const services = createServices(deps);
  const member = await services.staff.addMember({
    email: EMAIL,
    name: 'Priya Support',
    password: PASSWORD,
    roles: ['Support'],
    brands: ['AADS', 'BSM'],
  });
  secret = (await services.staff.enrolTotp(member.id)).secret;
  const instructor = { instructorId: instructorIdFor(ADI) };
  const personKey = (await services.details.getProfile(instructor)).personalDetails.personId;
  const listed = await services.details.listCustomerAndFranchiseDocuments(instructor, personKey);
  for (const doc of listed.customerDocuments) types.set(doc.documentType, doc.id);
  // The demo instructor's outstanding DBS certificate, uploaded as a real PDF (the seed has it outstanding).
  const pdf = await pdfOf(
    'Enhanced DBS certificate',
    'Daniel Hughes. Certificate 001758964321. No information recorded.',
  );
  await services.details.uploadDocument(instructor, docId('DBS certificate'), { bytes: pdf, fileName: 'dbs.pdf' });
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

describeJourneys('office: document review', () => {
  it('approves a PDF with its expiry, rejects another with a reason the instructor then sees', async () => {
    const page = await newPage();
    await signInToOffice(page);
    await page.goto(`${base}/office/documents`);
    const queue = page.getByRole('table', { name: 'Documents waiting for approval' });
    await queue.getByRole('link', { name: 'DBS certificate' }).first().waitFor();
    await checkA11y(page, 'office documents queue');
    await shot(page, 'office-documents-queue-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'office-documents-queue-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The DBS certificate: its pages drawn by pdf.js, approved with an expiry date.
    const dbs = docId('DBS certificate');
    await page.locator(`[data-testid="review-row-${dbs}"]`).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: /DBS certificate: Daniel Hughes/ }).waitFor();
    await page.locator('[data-testid="pdf-page"]').first().waitFor();
    await checkA11y(page, 'office document review');
    await shot(page, 'office-document-review-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'office-document-review-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Enter the expiry date shown on the document').waitFor();
    const expiry = formatISO(addYears(new Date(), 3), { representation: 'date' });
    await page.getByLabel('Expiry date').fill(expiry);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('DBS certificate approved').waitFor();
    await page.waitForURL((url) => url.pathname === '/office/documents');

    // Proof of address: rejected with a reason.
    const address = docId('Proof of address');
    await page.locator(`[data-testid="review-row-${address}"]`).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: /Proof of address/ }).waitFor();
    await page.getByLabel('Reason for the instructor').fill(REASON);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Proof of address rejected').waitFor();
    expect(await page.locator(`[data-testid="review-row-${address}"]`).count()).toBe(0);

    // The instructor, in another browser context on a phone: the reason beside the document.
    const phone = await newPage(PHONE);
    await signInToPortal(phone);
    await phone.goto(`${base}/settings/my-details#documents`);
    const row = phone.getByTestId('document-row-Proof of address');
    await row.getByTestId('document-rejection-reason').waitFor();
    expect(await row.getByTestId('document-rejection-reason').textContent()).toBe(`Reason: ${REASON}`);
    expect(await phone.getByTestId('document-row-DBS certificate').textContent()).toContain('APPROVED');
    await checkA11y(phone, 'portal documents with a reason');
    await shot(phone, 'portal-documents-reason-390');
  });
});
