import { addDays, addYears, format, parse } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import { fitsWidth } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SLOW = 180_000;

const openMyDetails = async (page: Page, hash = '') => {
  await signIn(page, 'aa', accounts.daniel.adi);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.goto(`${baseUrl()}/settings/my-details${hash}`);
  await page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
};

describeJourneys('My details and documents', () => {
  it(
    "updates the Fiesta's mileage (asking before a lower reading) and renews its insurance",
    async () => {
      const page = await newPage();
      await openMyDetails(page);
      const fiesta = page.getByTestId('vehicle-yd73-khx');
      await fiesta.getByText('Expires soon').waitFor();
      await page.getByTestId('qualifications').getByText('Expires soon').waitFor();
      await checkA11y(page);

      const reading = (await page.getByTestId('mileage-yd73-khx').textContent()) ?? '';
      const last = Number(reading.split(' ')[0]!.replace(/,/g, ''));
      await fiesta.getByRole('button', { name: 'Update mileage' }).click();
      const mileage = page.getByRole('dialog', { name: /Update mileage/ });
      await mileage.getByLabel('Current mileage').fill('12a');
      await mileage.getByRole('button', { name: 'Save' }).click();
      await mileage.getByText('Mileage must be digits only').waitFor();
      await mileage.getByLabel('Current mileage').fill('100');
      await mileage.getByRole('button', { name: 'Save' }).click();
      await mileage.getByText(/This reading is lower than the last one/).waitFor();
      await checkA11y(page, 'mileage dialog');
      await mileage.getByLabel('Current mileage').fill(String(last + 250));
      await mileage.getByRole('button', { name: 'Save' }).click();
      await page
        .getByTestId('mileage-yd73-khx')
        .getByText(`${(last + 250).toLocaleString('en-GB')} miles`)
        .waitFor();

      const cover = (await page.getByTestId('insurance-yd73-khx').textContent()) ?? '';
      const currentEnd = parse(cover.split(' to ')[1]!.trim(), 'dd/MM/yyyy', new Date());
      await fiesta.getByRole('button', { name: 'Renew insurance' }).click();
      const form = page.getByRole('dialog', { name: /Insurance/ });
      const start = form.getByLabel('Insurance start date');
      expect(await start.inputValue()).toBe(format(addDays(currentEnd, 1), 'yyyy-MM-dd'));
      expect(await form.getByLabel('Insurance end date').inputValue()).toBe(
        format(addYears(addDays(currentEnd, 1), 1), 'yyyy-MM-dd'),
      );
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('This field is required').waitFor();
      // Cancelling with changes asks before discarding.
      await form.getByLabel('Certificate number').fill('AAI-RENEWED-1');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('dialog', { name: 'Discard changes?' })
        .getByRole('button', { name: 'Keep editing' })
        .click();
      await checkA11y(page, 'insurance form');
      await form.getByRole('button', { name: 'Save' }).click();
      await page
        .getByTestId('insurance-yd73-khx')
        .getByText(/AAI-RENEWED-1/)
        .waitFor();
      await fiesta.getByText('Expires soon').waitFor({ state: 'detached' });
    },
    SLOW,
  );

  it(
    'on a phone: uploads a rejected document from the table, a new one through the modal, and opens a franchise document',
    async () => {
      const page = await newPage(PHONE);
      await openMyDetails(page, '#documents');
      const row = page.getByTestId('document-row-Insurance certificate');
      await row.getByText('REJECTED').waitFor();
      await checkA11y(page);
      expect(await fitsWidth(page)).toBe(true);

      const chooser = page.waitForEvent('filechooser');
      await row.getByRole('button', { name: 'Upload Insurance certificate' }).click();
      await (await chooser).setFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
      const success = page.getByRole('dialog', { name: 'Upload successful' });
      await success.getByText(/9am to 5pm, Monday to Friday/).waitFor();
      await checkA11y(page, 'upload successful');
      await success.getByRole('button', { name: 'Close' }).click();
      await row.getByText('FOR APPROVAL').waitFor();

      await page.getByRole('button', { name: 'Upload new document' }).click();
      const modal = page.getByRole('dialog', { name: 'Upload new document' });
      const uploadButton = modal.getByRole('button', { name: 'UPLOAD' });
      expect(await uploadButton.isDisabled()).toBe(true);
      await modal.getByLabel('Document type').fill('First aid certificate');
      await modal
        .getByTestId('new-document-file')
        .setInputFiles({ name: 'first-aid.pdf', mimeType: 'application/pdf', buffer: PDF });
      await modal.getByLabel('Document description').fill('St John Ambulance, 2026');
      await checkA11y(page, 'upload new document');
      await uploadButton.click();
      await success.getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('document-row-First aid certificate').getByText('FOR APPROVAL').waitFor();

      await page.getByRole('heading', { name: 'Franchise documents' }).scrollIntoViewIfNeeded();
      const view = page.getByRole('link', { name: 'View Driver Handbook' });
      const href = (await view.getAttribute('href'))!;
      const file = await page.request.get(`${baseUrl()}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
      await page.getByRole('tab', { name: 'Inactive' }).click();
      await page.getByRole('link', { name: 'Download Franchise Agreement' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    },
    SLOW,
  );
});
