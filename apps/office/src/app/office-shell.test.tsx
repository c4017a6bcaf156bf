import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { officeAccessMessages } from '@portal/domain/office';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, signedIn, signedOut } from '../test/fixtures.ts';
import { mockGraphQL } from '../test/graphql-mock.ts';
import { renderOffice } from '../test/render-office.tsx';
import { type OfficeSection, officeSections } from './sections.tsx';

const navItems = async () =>
  within(await screen.findByRole('navigation', { name: 'Office sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the office shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the member's name, roles and brand scope, and only the sections their roles may use", async () => {
    mockGraphQL({ staffMe: signedIn({ roles: ['Support'], brands: ['BSM'] }) });
    renderOffice('/');
    expect(await navItems()).toEqual(['Instructors', 'Chat inbox', 'Documents', 'Security']);
    const who = screen.getByTestId('signed-in-member');
    expect(within(who).getByText('Priya Shah')).toBeTruthy();
    expect(within(who).getByText('Support · BSM')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/instructors'));
  });

  it('gives an administrator who allocates the allocation and audit sections, not documents', async () => {
    mockGraphQL({ staffMe: signedIn({ roles: ['Allocations', 'Admin'], brands: ['AADS', 'BSM'] }) });
    renderOffice('/allocation');
    expect(await navItems()).toEqual(['Instructors', 'Allocation', 'Enrolments', 'Staff', 'Audit trail', 'Security']);
    expect(screen.getByText('Allocations, Admin · AA and BSM')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Allocation', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Allocation' }).getAttribute('aria-current')).toBe('page');
  });

  it("tells a member who opens another role's section why they cannot use it", async () => {
    mockGraphQL({ staffMe: signedIn({ roles: ['Support'] }) });
    renderOffice('/audit/staff/7');
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeTruthy();
    expect(screen.getByText(officeAccessMessages.notYourRole)).toBeTruthy();
  });

  it('shows a page-not-found inside the shell for an address that names no page', async () => {
    mockGraphQL({ staffMe: signedIn() });
    renderOffice('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Office sections' })).toBeTruthy();
  });

  it('sends a visitor without a session to sign-in', async () => {
    mockGraphQL({ staffMe: signedOut });
    renderOffice('/documents');
    expect(await screen.findByRole('heading', { name: 'Sign in to the office' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
  });

  it('adds a section from one entry of the table: its navigation item, its route and its roles', async () => {
    const reports: OfficeSection = {
      path: 'reports',
      label: 'Reports',
      icon: FolderOutlined,
      access: { roles: ['Finance'] },
      component: lazy(async () => ({ default: () => <h1>Finance reports</h1> })),
    };
    mockGraphQL({ staffMe: signedIn({ roles: ['Finance'] }) });
    renderOffice('/reports/monthly', [...officeSections, reports]);
    expect(await screen.findByRole('heading', { name: 'Finance reports' })).toBeTruthy();
    expect(await navItems()).toEqual(['Instructors', 'Fees', 'Security', 'Reports']);
  });
});

describe('leaving the office', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs out and says so on the sign-in screen', async () => {
    const user = userEvent.setup();
    let session = true;
    const server = mockGraphQL({
      staffMe: () => ({ data: { staffMe: session ? member() : null } }),
      staffSignOut: () => {
        session = false;
        return { data: { staffSignOut: true } };
      },
    });
    renderOffice('/instructors');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
    expect(server.named('StaffSignOut')).toHaveLength(1);
  });

  it('signs out everywhere', async () => {
    const user = userEvent.setup();
    let session = true;
    const server = mockGraphQL({
      staffMe: () => ({ data: { staffMe: session ? member() : null } }),
      staffSignOutEverywhere: () => {
        session = false;
        return { data: { staffSignOutEverywhere: true } };
      },
    });
    renderOffice('/instructors');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You have signed out on every device.')).toBeTruthy();
    expect(server.named('StaffSignOutEverywhere')).toHaveLength(1);
  });

  it('goes back to sign-in when the server says the session has ended', async () => {
    const user = userEvent.setup();
    mockGraphQL({
      staffMe: signedIn(),
      staffSignOutEverywhere: () => ({
        errors: [
          { message: "You're not signed in.", extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' } },
        ],
      }),
    });
    renderOffice('/documents');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
  });

  it('notices an ended session when the member comes back to the tab', async () => {
    let session = true;
    mockGraphQL({ staffMe: () => ({ data: { staffMe: session ? member() : null } }) });
    renderOffice('/instructors');
    expect(await screen.findByRole('navigation', { name: 'Office sections' })).toBeTruthy();
    session = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeTruthy();
  });
});
