import { identityMessages as m } from '@portal/domain/identity';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { serverError } from '../../../test/graphql-operations.ts';
import { renderApp } from '../../../test/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;

const request = async (adi: string, mobile: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ADI number'), adi);
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Get access code' }));
};

describe('sign-up / change-password screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the spec texts', async () => {
    mockGraphQL({});
    renderApp('/aa/sign-up');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByText('We will text you a one-time access code to set a new password to login.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Have an account? Sign in' }).getAttribute('href')).toBe('/aa/sign-in');
  });

  it('accepts digits only', async () => {
    mockGraphQL({});
    renderApp('/aa/sign-up');
    await screen.findByRole('heading', { name: 'Create an account' });
    await userEvent.setup().type(screen.getByLabelText('Mobile number'), '07700 900105');
    expect(await screen.findByText(m.noSpecialCharacters)).toBeTruthy();
  });

  it('asks for a code for the ADI number and mobile and continues to set-password', async () => {
    const api = mockGraphQL({
      requestPasswordReset: () => ({
        data: {
          requestPasswordReset: {
            __typename: 'PasswordResetChallenge',
            challengeId: 'rs-9',
            maskedMobile: '07••• •••105',
          },
        },
      }),
    });
    renderApp('/bsm/change-password');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await request('100005', '07700900105');
    expect(await screen.findByRole('heading', { name: 'Now enter a new password' })).toBeTruthy();
    expect(location()).toBe('/bsm/set-password');
    expect(api.named('RequestPasswordReset')[0]?.variables).toEqual({
      input: { adiNumber: '100005', mobileNumber: '07700900105' },
    });
  });

  it.each([
    ['MOBILE_MISMATCH', m.mobileMismatch],
    ['TOO_MANY_REQUESTS', m.tryAgainLater],
  ] as const)('shows the spec message for %s', async (reason, message) => {
    mockGraphQL({ requestPasswordReset: () => ({ errors: [serverError(reason)] }) });
    renderApp('/aa/sign-up');
    await screen.findByRole('heading', { name: 'Create an account' });
    await request('100005', '07700900999');
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
