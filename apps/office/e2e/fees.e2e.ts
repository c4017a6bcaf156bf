import { formatIsoDate, weekStartOf } from '@portal/domain/accounts';
import { localDateOf } from '@portal/domain/time';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage } from '../../web/e2e/support/browser.ts';
import { signIn } from '../../web/e2e/support/sign-in.ts';
import { officeSignIn } from './support/office-sign-in.ts';

const DESK = { width: 1280, height: 800 };

/** Runs this week's fees and waits for the outcome that matches `expected`. */
const runFees = async (office: Page, expected: RegExp) => {
  await office.getByRole('button', { name: 'Run fees for this week' }).click();
  await office.getByRole('status').filter({ hasText: expected }).waitFor();
};

describeJourneys('Office fees and payments', () => {
  it("bills each franchise once when run twice, and a recorded payment clears the instructor's arrears in the portal", async () => {
    const office = await newPage(DESK);
    await officeSignIn(office, inject('officeStaff').finance, 'fees');
    await office.getByRole('heading', { name: 'Fees and payments', level: 1 }).waitFor();

    // Run twice: the second run bills nothing (the scheduled run may have billed the week first: also nothing).
    await runFees(office, /^Issued \d+ invoices?; \d+ already billed/);
    await runFees(office, /^Issued 0 invoices; [1-9]\d* already billed/);

    // Daniel Hughes (ADI 100001) owes two overdue weeks: £490.00, and his portal says so.
    const daniel = office.getByTestId('arrears-100001');
    await daniel.getByRole('cell', { name: '£490.00' }).first().waitFor();
    const portal = await newPage();
    await signIn(portal, 'aa', '100001');
    await portal.goto(`${baseUrl()}/accounts`);
    await portal.getByTestId('arrears-section').getByRole('cell', { name: '£490.00' }).waitFor();

    // His invoices: this week's billed once; tick the unpaid ones and record a bank transfer for all they owe.
    await daniel.getByRole('button', { name: 'Daniel Hughes' }).click();
    await office.getByRole('heading', { name: 'Invoices of Daniel Hughes (ADI 100001)' }).waitFor();
    const table = office.getByTestId('fee-invoices');
    const thisWeek = formatIsoDate(weekStartOf(localDateOf(new Date())));
    expect(await table.locator('tbody tr', { hasText: thisWeek }).count()).toBe(1);
    const unpaid = table.locator('tbody tr', { hasText: 'Unpaid' });
    const count = await unpaid.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) await unpaid.nth(i).getByRole('checkbox').check();
    await office.getByRole('button', { name: `Record a payment (${count})` }).click();
    const dialog = office.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Reference (optional)').fill('HUGHES FEES');
    await checkA11y(office, 'office-fees-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await office.getByText('Payment recorded').waitFor();
    await office.getByTestId('arrears-100001').waitFor({ state: 'detached' });
    await checkA11y(office, 'office-fees');

    // The portal follows at once: nothing owed.
    await portal.reload();
    await portal.getByText('No arrears info to display').waitFor();
  });
});
