import type { Page } from 'playwright-core';

/** Types a date into the portal's en-GB sectioned date field (day, month, year), as a person does: digits only. */
export const typeDate = async (page: Page, label: string, digits: string) => {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(digits);
};
