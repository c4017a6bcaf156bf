import { identityMessages as m } from '@portal/domain/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { serverError } from '../../../test/graphql-operations.ts';
import { renderApp } from '../../../test/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;
const session = {
  'portal.challenge.reset': { adiNumber: '100005', challengeId: 'rs-1', maskedMobile: '07••• •••105' },
};
const checklistItem = (label: string) =>
  within(screen.getByRole('list', { name: 'Your password needs' }))
    .getByText(label)
    .closest('li');

const fill = async (code: string, password: string, again: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Access code'), code);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Re-enter password'), again);
  return user;
};

describe('set-password screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('needs a requested code: without one it goes back to ask for it', async () => {
    mockGraphQL({});
    renderApp('/bsm/set-password');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(location()).toBe('/bsm/change-password');
  });

  it('ticks the checklist as the password is typed', async () => {
    mockGraphQL({});
    renderApp('/bsm/set-password', { session });
    expect(await screen.findByRole('heading', { name: 'Now enter a new password' })).toBeTruthy();
    const met = (label: string) => checklistItem(label)?.getAttribute('data-met');
    expect([met('Capital'), met('Number'), met('8 characters')]).toEqual(['false', 'false', 'false']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'A');
    expect([met('Capital'), met('Number'), met('8 characters')]).toEqual(['true', 'false', 'false']);
    await user.type(screen.getByLabelText('New password'), 'bcdefg1');
    expect([met('Capital'), met('Number'), met('8 characters')]).toEqual(['true', 'true', 'true']);
  });

  it('starts with resend disabled (enabled 30 seconds after opening)', async () => {
    mockGraphQL({});
    renderApp('/bsm/set-password', { session });
    const resend = (await screen.findByRole('button', { name: 'Resend it' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText(/You can ask again in (30|29)s/)).toBeTruthy();
  });

  it('shows the password rules and the mismatch message', async () => {
    mockGraphQL({});
    renderApp('/bsm/set-password', { session });
    await screen.findByRole('heading', { name: 'Now enter a new password' });
    const user = await fill('123456', 'abcdefgh', 'abcdefgh');
    expect(await screen.findByText(m.passwordComplexity)).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Abc1');
    await user.tab();
    expect(await screen.findByText(m.passwordTooShort)).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a wrong code with the spec message', async () => {
    mockGraphQL({
      resetPassword: () => ({ errors: [serverError('WRONG_ACCESS_CODE')] }),
    });
    renderApp('/bsm/set-password', { session });
    await screen.findByRole('heading', { name: 'Now enter a new password' });
    const user = await fill('000-000', 'Lessons4Tobi', 'Lessons4Tobi');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(m.wrongAccessCode)).toBeTruthy();
  });

  it('sets the password and goes to sign-in with a success message', async () => {
    const api = mockGraphQL({
      resetPassword: () => ({ data: { resetPassword: { __typename: 'ResetPasswordResult', success: true } } }),
    });
    renderApp('/bsm/set-password', { session });
    await screen.findByRole('heading', { name: 'Now enter a new password' });
    const user = await fill('123456', 'Lessons4Tobi', 'Lessons4Tobi');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/bsm/sign-in');
    expect(await screen.findByText(m.passwordSet)).toBeTruthy();
    expect(api.named('ResetPassword')[0]?.variables).toEqual({
      input: { challengeId: 'rs-1', code: '123456', password: 'Lessons4Tobi', confirmPassword: 'Lessons4Tobi' },
    });
  });
});
