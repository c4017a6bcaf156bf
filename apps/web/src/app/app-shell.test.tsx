import { identityMessages as m } from '@portal/domain/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../test/fixtures.ts';
import { mockGraphQL } from '../test/graphql-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const ALL = [
  'Home',
  'Calendar',
  'Learners',
  'Messages',
  'My business profile',
  'Accounts',
  'My details',
  'Areas & prices',
  'Preferences',
];

const navItems = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const signedInAs = (me: ReturnType<typeof instructor>, config = flags()) =>
  mockGraphQL({ me: () => ({ data: { me } }), getDsGlobalConfig: () => ({ data: config }) });

describe('signed-in shell navigation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every item to an active Full franchisee', async () => {
    signedInAs(instructor());
    renderApp('/home');
    await waitFor(async () => expect(await navItems()).toEqual(ALL));
    expect(screen.getByRole('button', { name: 'Need help? View support pages' })).toBeTruthy();
  });

  it('shows only Home, Messages and My details to an inactive instructor', async () => {
    signedInAs(instructor({ status: 'Inactive' }));
    renderApp('/home');
    await waitFor(async () => expect(await navItems()).toEqual(['Home', 'Messages', 'My details']));
  });

  it('hides My business profile from a Solo franchisee, and gates the calendar with the franchise notice', async () => {
    signedInAs(instructor({ franchises: [['Solo', 'BSM']] }));
    renderApp('/learners');
    await waitFor(async () => expect(await navItems()).toEqual(ALL.filter((i) => i !== 'My business profile')));
    expect(await screen.findByText(/isn't available for your franchise type/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '0808 157 0345' }).getAttribute('href')).toBe('tel:08081570345');
  });

  it('hides My business profile when the flag is off', async () => {
    signedInAs(instructor(), flags({ myBusinessProfileEnabled: false }));
    renderApp('/home');
    await waitFor(async () => expect(await navItems()).toEqual(ALL.filter((i) => i !== 'My business profile')));
  });

  it('shows an instructor of both brands every item, a grey avatar and the yellow brand', async () => {
    signedInAs(
      instructor({
        firstName: 'Emma',
        lastName: 'Clarke',
        fullName: 'Emma Clarke',
        franchises: [
          ['Full', 'AADS'],
          ['Full', 'BSM'],
        ],
      }),
    );
    renderApp('/home');
    await waitFor(async () => expect(await navItems()).toEqual(ALL));
    const menu = screen.getByRole('button', { name: /Emma Clarke/ });
    expect(within(menu).getByText('EC')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AA Driving School home' })).toBeTruthy();
    expect(getComputedStyle(within(menu).getByText('EC')).backgroundColor).toBe('rgb(97, 97, 97)');
  });

  it('wears the BSM brand for a BSM-only instructor', async () => {
    signedInAs(instructor({ franchises: [['Full', 'BSM']] }));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'BSM home' })).toBeTruthy();
  });

  it('shows the inactive notice on a page an inactive instructor may not use', async () => {
    signedInAs(instructor({ status: 'Inactive' }));
    renderApp('/settings/preferences');
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByText("This feature isn't available")).toBeTruthy();
  });

  it('opens the account menu and logs out to the brand sign-in', async () => {
    const api = mockGraphQL({
      me: () => ({ data: { me: instructor() } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      signOut: () => ({ data: { signOut: true } }),
    });
    renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Daniel Hughes/ }));
    expect(screen.getByRole('menuitem', { name: 'My Details' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/aa/sign-in?doLogout=true');
    expect(api.named('SignOut')).toHaveLength(1);
  });

  it('says "Unable to logout" when signing out fails', async () => {
    mockGraphQL({
      me: () => ({ data: { me: instructor() } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      signOut: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Daniel Hughes/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText(m.logoutFailed)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('uses a drawer behind a menu button on small screens', async () => {
    signedInAs(instructor());
    renderApp('/home', { desktop: false });
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening) Daniel$/ });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(await navItems()).toEqual(ALL);
  });

  it('shows the demo-mode banner and chip only when flagged', async () => {
    signedInAs(instructor(), flags({ demoMode: true }));
    renderApp('/home');
    expect(await screen.findByText('This site is in experiment mode')).toBeTruthy();
    expect(screen.getByText('DEMO MODE')).toBeTruthy();
  });
});
