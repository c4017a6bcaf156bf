import type { Page } from 'playwright-core';

/** The note a save leaves on /my-business-profile until dismissed (spec 3 §9: publishing at midnight). */
export const PUBLISHED_AT_MIDNIGHT = 'Updates are published at midnight and will show within 24 hours.';

/** Chooses one answer option of a question group on /my-business-profile/profile-details. */
export const pickAnswer = (page: Page, question: string, option: string) =>
  page.getByTestId(`question-${question}`).getByRole('button', { name: option, exact: true }).click();

/** Presses Generate Bio, waits for the success message and returns the bio written into the Bio box. */
export const generateBio = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Generate Bio' }).click();
  await page.getByText('Bio generated successfully').waitFor();
  return page.getByRole('textbox', { name: 'Bio' }).inputValue();
};

/** Presses Save changes and waits for the midnight note back on /my-business-profile. */
export const saveProfile = async (page: Page) => {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText(PUBLISHED_AT_MIDNIGHT).waitFor();
  await page.getByRole('heading', { name: 'Manage my business profile', level: 1 }).waitFor();
};
