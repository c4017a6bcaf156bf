import { identityMessages as m } from '@portal/domain/identity';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor, loginOutcome } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const submit = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;

const fillIn = async (adi: string, password: string) => {
  const user = userEvent.setup();
  if (adi) await user.type(screen.getByLabelText('ADI number'), adi);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
};

describe('sign-in screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the spec texts and links', async () => {
    mockGraphQL({});
    renderApp('/aa/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Sign in to the instructor portal.')).toBeTruthy();
    expect(screen.getByText('First time here?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'create' }).getAttribute('href')).toBe('/aa/sign-up');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/aa/change-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/aa/sign-up');
  });

  it('keeps submit disabled until the form is valid, validating on change', async () => {
    mockGraphQL({});
    renderApp('/aa/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(submit().disabled).toBe(true);

    const user = await fillIn('123', '');
    expect(await screen.findByText(m.adiTooShort)).toBeTruthy();
    await user.type(screen.getByLabelText('ADI number'), '45678901');
    expect(await screen.findByText(m.adiTooLong)).toBeTruthy();
    await user.clear(screen.getByLabelText('ADI number'));
    expect(await screen.findByText(m.required)).toBeTruthy();

    await user.type(screen.getByLabelText('ADI number'), '100001');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText(m.required)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'Drive2Pass');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('shows and hides the password', async () => {
    mockGraphQL({});
    renderApp('/aa/sign-in');
    const user = await fillIn('', '');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('shows the spec message when the details are wrong, and how long the account is locked for', async () => {
    let lock = { lockoutExpiry: '2026-07-01T13:05:01.000Z', lockoutSeconds: 1 };
    const api = mockGraphQL({
      instructorLogin: () => ({ data: { instructorLogin: loginOutcome({ attemptsRemaining: 0, ...lock }) } }),
    });
    renderApp('/aa/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    const user = await fillIn('100001', 'Wrong-pass1');
    await user.click(submit());
    expect(await screen.findByText(m.signInFailed)).toBeTruthy();
    expect(
      screen.getByText('Your account is locked after too many attempts. You can try again in 1 second.'),
    ).toBeTruthy();
    lock = { lockoutExpiry: '2026-07-01T13:20:00.000Z', lockoutSeconds: 900 };
    await user.click(submit());
    expect(
      await screen.findByText(
        'Your account is locked after too many attempts. You can try again from 14:20, in 15 minutes.',
      ),
    ).toBeTruthy();
    // Persisted document: the hash and the CSRF header travel, never the query text.
    const [call] = api.named('InstructorLogin');
    expect(call?.variables).toEqual({ input: { adiNumber: '100001', password: 'Wrong-pass1' } });
    expect(call?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(call?.query).toBeUndefined();
    expect(api.headers[0]?.get('x-portal-csrf')).toBe('1');
  });

  it('goes to the access-code screen with the challenge in session storage, keeping the return address', async () => {
    mockGraphQL({
      instructorLogin: () => ({
        data: {
          instructorLogin: loginOutcome({ challengeRequired: true, challengeId: 'ch-1', maskedMobile: '07••• •••101' }),
        },
      }),
    });
    renderApp('/bsm/sign-in?redirect=%2Fsettings%2Fmy-details');
    await screen.findByRole('heading', { name: 'Sign in' });
    const user = await fillIn('100001', 'Drive2Pass');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Enter your access code' })).toBeTruthy();
    expect(location()).toBe('/bsm/access-code?redirect=%2Fsettings%2Fmy-details');
    expect(JSON.parse(sessionStorage.getItem('portal.challenge.signIn') ?? '{}')).toEqual({
      adiNumber: '100001',
      challengeId: 'ch-1',
      maskedMobile: '07••• •••101',
    });
  });

  it('returns to the original page once signed in', async () => {
    let me: ReturnType<typeof instructor> | null = null;
    mockGraphQL({
      me: () => ({ data: { me } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      instructorLogin: () => {
        me = instructor();
        return { data: { instructorLogin: loginOutcome({ authenticated: true }) } };
      },
    });
    renderApp('/aa/sign-in?redirect=%2Fsettings%2Fmy-details');
    await screen.findByRole('heading', { name: 'Sign in' });
    const user = await fillIn('100001', 'Drive2Pass');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeTruthy();
    expect(location()).toBe('/settings/my-details');
  });

  it('shows the error passed in the query, but only as one of its own messages', async () => {
    mockGraphQL({});
    renderApp(`/aa/sign-in?error=${encodeURIComponent('Call 0900 000 000 now')}`);
    expect(await screen.findByText(m.signInFailed)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('0900');
  });

  it('signs in from the app with the encrypted adi and pw, and comes back with ?error= on failure', async () => {
    const api = mockGraphQL({ appSignIn: () => ({ data: { appSignIn: loginOutcome() } }) });
    renderApp('/aa/sign-in?adi=ENC1&pw=ENC2');
    expect(await screen.findByText(m.signInFailed)).toBeTruthy();
    expect(api.named('AppSignIn').map((c) => c.variables)).toEqual([{ input: { adi: 'ENC1', pw: 'ENC2' } }]);
    expect(location()).toBe(`/aa/sign-in?error=${encodeURIComponent(m.signInFailed).replace(/%20/g, '+')}`);
  });
});
