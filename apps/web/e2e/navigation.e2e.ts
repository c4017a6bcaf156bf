import { brands } from '@portal/domain/access';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { accounts } from './support/accounts.ts';
import { baseUrl, describeJourneys, newPage, PHONE } from './support/browser.ts';
import {
  ALL_NAV_ITEMS,
  accountMenuButton,
  expectGreeting,
  expectNavItems,
  fitsWidth,
  sideNav,
} from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/** The avatar's background colour as [r, g, b]. */
const avatarColour = async (page: Page, fullName: string) => {
  const menu = accountMenuButton(page, fullName);
  await menu.waitFor();
  const rgb = await menu.evaluate((button) => {
    const avatar = button.querySelector('.MuiAvatar-root') ?? button;
    return getComputedStyle(avatar).backgroundColor;
  });
  return (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
};

describeJourneys('Navigation by account', () => {
  it('shows an inactive instructor only Home, Messages and My details, and no calendar', async () => {
    const page = await newPage();
    await signIn(page, 'aa', accounts.gareth.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.gareth.firstName);
    await expectNavItems(page, ['Home', 'Messages', 'My details']);
    await checkA11y(page);

    // A typed address does not get round the gate: the page says it is not available.
    await page.goto(`${baseUrl()}/calendar`);
    await page.getByText("This feature isn't available", { exact: true }).waitFor();
    await checkA11y(page);
  });

  it('shows a Solo franchisee the franchise-gating notice on the calendar', async () => {
    const page = await newPage();
    await signIn(page, 'aa', accounts.fiona.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.fiona.firstName);
    // Active, so every item shows except My business profile (it needs a Full or Trainee franchise).
    await expectNavItems(
      page,
      ALL_NAV_ITEMS.filter((item) => item !== 'My business profile'),
    );
    await checkA11y(page);

    await sideNav(page).getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    // The spec leaves the wording open; it must name the franchise and give the brand's support number.
    const phone = brands.aa.supportPhone;
    await page
      .getByText(`This feature isn't available for your franchise type. Please call us on ${phone} to find out more.`)
      .waitFor();
    await checkA11y(page);
  });

  it('shows an instructor of both brands every item and a grey avatar', async () => {
    const page = await newPage();
    await signIn(page, 'bsm', accounts.emma.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.emma.firstName);
    // Full franchises, so My business profile shows too (the flag is on by default).
    await expectNavItems(page, ALL_NAV_ITEMS);
    const [r, g, b] = await avatarColour(page, accounts.emma.fullName);
    expect(r, 'grey: equal red, green and blue').toBe(g);
    expect(g).toBe(b);
    await checkA11y(page);

    await accountMenuButton(page, accounts.emma.fullName).click();
    await page.getByRole('menuitem', { name: 'My Details' }).waitFor();
    await page.getByRole('menuitem', { name: 'Change Password' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await checkA11y(page);
  });

  it('gives a one-brand instructor a brand-coloured (not grey) avatar', async () => {
    const page = await newPage();
    await signIn(page, 'aa', accounts.daniel.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    const [r, g, b] = await avatarColour(page, accounts.daniel.fullName);
    expect(r === g && g === b, `avatar rgb(${r}, ${g}, ${b}) should not be grey`).toBe(false);
    await checkA11y(page);
  });

  it('opens the navigation drawer from the menu button on a 390px phone', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'aa', accounts.aisha.adi);
    await page.waitForURL((url) => url.pathname === '/home');
    await expectGreeting(page, accounts.aisha.firstName);
    expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
    // The drawer is closed: its items are not on screen.
    expect(await sideNav(page).isVisible()).toBe(false);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    // DIT and Motability only: no My business profile (needs Full or Trainee).
    await expectNavItems(
      page,
      ALL_NAV_ITEMS.filter((item) => item !== 'My business profile'),
    );
    await page.getByRole('button', { name: 'Need help? View support pages' }).waitFor();
    await checkA11y(page);

    await sideNav(page).getByRole('link', { name: 'My details', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings/my-details');
    await sideNav(page).waitFor({ state: 'hidden' });
    expect(await fitsWidth(page), 'no sideways scrolling at 390px').toBe(true);
    await checkA11y(page);
  });
});
