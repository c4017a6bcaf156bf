import type { Page } from 'playwright-core';
import { inject, it } from 'vitest';
import { checkA11y } from '../../web/e2e/support/a11y.ts';
import { baseUrl, describeJourneys, newPage } from '../../web/e2e/support/browser.ts';
import { signIn } from '../../web/e2e/support/sign-in.ts';
import { officeSignIn } from './support/office-sign-in.ts';

const DESK = { width: 1280, height: 800 };

/** Opens a queued learner's panel and allocates them to the demo instructor Emma Clarke (ADI 100002, AA in Manchester). */
const allocateToEmma = async (office: Page, learner: string) => {
  await office.getByRole('button', { name: learner }).click();
  const emma = office.getByTestId('suggestion-100002');
  await emma.getByText('Covers M', { exact: false }).waitFor();
  await emma.getByRole('button', { name: 'Allocate' }).click();
  await office
    .getByRole('dialog', { name: `Allocate ${learner}?` })
    .getByRole('button', { name: 'Allocate' })
    .click();
  await office.getByTestId('learner-state').getByText('Offered to Emma Clarke').waitFor();
};

describeJourneys('Office allocation', () => {
  it('allocates a learner the instructor accepts and another they reject, seen live in the office', async () => {
    const office = await newPage(DESK);
    await officeSignIn(office, inject('officeStaff').allocations, 'allocation');
    await office.getByRole('heading', { name: 'Allocation', level: 1 }).waitFor();
    await office.getByText('Live', { exact: true }).waitFor();
    await allocateToEmma(office, 'Ava Brook');
    await checkA11y(office, 'office-allocation');

    // The instructor, in the portal: the learner is pending there at once; they accept.
    const portal = await newPage();
    await signIn(portal, 'aa', '100002');
    await portal.goto(`${baseUrl()}/learners`);
    await portal.getByRole('button', { name: 'Accept Ava Brook' }).click();
    // The office hears it without a reload.
    await office.getByTestId('learner-state').getByText('Allocated to Emma Clarke').waitFor();

    await allocateToEmma(office, 'Muhammad Iqbal');
    await portal.reload();
    const iqbal = portal.getByTestId('pending-learner').filter({ hasText: 'Muhammad Iqbal' });
    await iqbal.getByRole('button', { name: 'Reject' }).click();
    await portal.getByRole('textbox', { name: 'Reason' }).fill('No Saturday mornings free');
    await portal.getByRole('button', { name: 'Reject learner' }).click();
    // Back in the queue, live, with who was tried and why not.
    await office.getByTestId('learner-state').getByText('Waiting for an instructor').waitFor();
    await office.getByTestId('attempt-history').getByText('No Saturday mornings free').waitFor();
    await office
      .getByTestId(`queue-row-${await iqbalRowId(office)}`)
      .getByText('Waiting (tried 1)')
      .waitFor();
  });
});

/** The queue row of Muhammad Iqbal (its test id carries the entry's id). */
const iqbalRowId = async (office: Page) =>
  (
    (await office.locator('[data-testid^="queue-row-"]', { hasText: 'Muhammad Iqbal' }).getAttribute('data-testid')) ??
    ''
  ).slice('queue-row-'.length);
