import { staffSignInMessages } from '@portal/domain/office';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, signedOut } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderOffice } from '../../../test/render-office.tsx';

const SIGN_IN_ID = '4b0c5a1e-8f51-4b7a-9a55-2f1f6f0d3c11';

const passwordPassed =
  (factors: string[] = ['Totp', 'RecoveryCode']) =>
  () => ({
    data: { staffSignIn: { success: true, signInId: SIGN_IN_ID, factors, message: null, lockoutSeconds: null } },
  });

const codeAccepted =
  (recoveryCodesLeft: number | null = null) =>
  () => ({
    data: {
      staffSecondFactor: { success: true, staff: member(), message: null, startAgain: false, recoveryCodesLeft },
    },
  });

const enterPassword = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Work email'), 'Priya.Shah@office.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('staff sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the password, then the authenticator code, and opens the page the member asked for', async () => {
    const user = userEvent.setup();
    const server = mockGraphQL({
      staffMe: signedOut,
      staffSignIn: passwordPassed(),
      staffSecondFactor: codeAccepted(10),
    });
    renderOffice('/instructors');
    expect(await screen.findByRole('heading', { name: 'Sign in to the office' })).toBeTruthy();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Instructors', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/instructors');
    // The recovery codes were not touched: nothing to say about them.
    expect(screen.queryByText(/recovery codes? left/)).toBeNull();
    expect(server.named('StaffSignIn')[0]?.variables).toEqual({
      email: 'priya.shah@office.example',
      password: 'correct horse battery',
    });
    expect(server.named('StaffSecondFactor')[0]?.variables).toEqual({ signInId: SIGN_IN_ID, code: '123456' });
    for (const call of server.calls) {
      expect(call.url).toBe('/office/graphql');
      expect(call.headers.get('x-portal-csrf')).toBe('1');
    }
  });

  it("shows the server's refusal of the password (a lockout included) and stays on the password", async () => {
    const user = userEvent.setup();
    const lockout = 'Your account is locked. Try again in 15 minutes.';
    mockGraphQL({
      staffMe: signedOut,
      staffSignIn: () => ({
        data: { staffSignIn: { success: false, signInId: null, factors: [], message: lockout, lockoutSeconds: 900 } },
      }),
    });
    renderOffice('/sign-in');
    await enterPassword(user);
    expect(await screen.findByText(lockout)).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });

  it('checks the email before asking the server', async () => {
    const user = userEvent.setup();
    const server = mockGraphQL({ staffMe: signedOut });
    renderOffice('/sign-in');
    await user.type(await screen.findByLabelText('Work email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(staffSignInMessages.emailInvalid)).toBeTruthy();
    expect(server.named('StaffSignIn')).toHaveLength(0);
  });

  it('takes a recovery code instead, and says how many are left', async () => {
    const user = userEvent.setup();
    const server = mockGraphQL({
      staffMe: signedOut,
      staffSignIn: passwordPassed(),
      staffSecondFactor: codeAccepted(7),
    });
    renderOffice('/sign-in');
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByRole('heading', { name: 'Enter a recovery code' })).toBeTruthy();
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You have 7 recovery codes left.')).toBeTruthy();
    expect(server.named('StaffSecondFactor')[0]?.variables.code).toBe('abcde-12345');
    expect(await screen.findByRole('navigation', { name: 'Office sections' })).toBeTruthy();
  });

  it('keeps the code step after a wrong code, and goes back to the password when the sign-in is spent', async () => {
    const user = userEvent.setup();
    let answers = 0;
    mockGraphQL({
      staffMe: signedOut,
      staffSignIn: passwordPassed(),
      staffSecondFactor: () => {
        answers += 1;
        const spent = answers > 1;
        return {
          data: {
            staffSecondFactor: {
              success: false,
              staff: null,
              message: spent ? staffSignInMessages.signInExpired : staffSignInMessages.wrongCode,
              startAgain: spent,
              recoveryCodesLeft: null,
            },
          },
        };
      },
    });
    renderOffice('/sign-in');
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffSignInMessages.wrongCode)).toBeTruthy();
    await user.type(screen.getByLabelText('Authenticator code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffSignInMessages.signInExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to the office' })).toBeTruthy();
  });

  it('offers only the factors the member has, and a way back to the password', async () => {
    const user = userEvent.setup();
    mockGraphQL({ staffMe: signedOut, staffSignIn: passwordPassed(['Totp']) });
    renderOffice('/sign-in');
    await enterPassword(user);
    expect(await screen.findByLabelText('Authenticator code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Work email')).toBeTruthy();
  });
});
