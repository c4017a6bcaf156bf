import { identityMessages as m } from '@portal/domain/identity';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor, loginOutcome } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;
const codeInput = () => screen.getByLabelText('Access code') as HTMLInputElement;
const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
const session = {
  'portal.challenge.signIn': { adiNumber: '100001', challengeId: 'ch-1', maskedMobile: '07••• •••101' },
};

describe('access-code screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor without an ADI number in the session back to sign-in', async () => {
    mockGraphQL({});
    renderApp('/aa/access-code?redirect=%2Faccounts');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/aa/sign-in?redirect=%2Faccounts');
  });

  it('masks the code as 000-000 and keeps Verify disabled until six digits', async () => {
    mockGraphQL({});
    renderApp('/aa/access-code', { session });
    await screen.findByRole('heading', { name: 'Enter your access code' });
    expect(screen.getByText("Didn't receive the code?")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(codeInput(), '12a3');
    expect(codeInput().value).toBe('123');
    await user.type(codeInput(), '4');
    expect(codeInput().value).toBe('123-4');
    expect(verify().disabled).toBe(true);
    await user.type(codeInput(), '5678');
    expect(codeInput().value).toBe('123-456');
    await waitFor(() => expect(verify().disabled).toBe(false));
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(codeInput().value).toBe('12');
    await user.tab();
    expect(await screen.findByText(m.accessCodeDigits)).toBeTruthy();
  });

  it('sends the digits only and refuses a wrong code with the spec message', async () => {
    const api = mockGraphQL({ confirmSignInCode: () => ({ data: { confirmSignInCode: loginOutcome() } }) });
    renderApp('/aa/access-code', { session });
    await screen.findByRole('heading', { name: 'Enter your access code' });
    const user = userEvent.setup();
    await user.type(codeInput(), '000000');
    await user.click(verify());
    expect(await screen.findByText(m.wrongAccessCode)).toBeTruthy();
    expect(api.named('ConfirmSignInCode')[0]?.variables).toEqual({ input: { challengeId: 'ch-1', code: '000000' } });
  });

  it('goes to the original URL after the right code, or to / (and so /home)', async () => {
    let me: ReturnType<typeof instructor> | null = null;
    mockGraphQL({
      me: () => ({ data: { me } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      confirmSignInCode: () => {
        me = instructor();
        return { data: { confirmSignInCode: loginOutcome({ authenticated: true }) } };
      },
    });
    renderApp('/aa/access-code', { session });
    await screen.findByRole('heading', { name: 'Enter your access code' });
    const user = userEvent.setup();
    await user.type(codeInput(), '123456');
    await user.click(verify());
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening) Daniel$/ });
    expect(location()).toBe('/home');
    expect(sessionStorage.getItem('portal.challenge.signIn')).toBeNull();
  });

  describe('Resend it (spec 1 §4, §9: 30 seconds between texts, as on set-password)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const resendButton = () => screen.getByRole('button', { name: 'Resend it' }) as HTMLButtonElement;
    const resendResult = (success: boolean, retryAfterSeconds: number | null = null) => ({
      data: { resendCode: { __typename: 'ResendCodeResult' as const, success, retryAfterSeconds } },
    });

    it('is disabled for 30 seconds after the code is texted, with the time left, then sends and waits again', async () => {
      const api = mockGraphQL({ resendCode: () => resendResult(true) });
      renderApp('/aa/access-code', { session });
      await screen.findByRole('heading', { name: 'Enter your access code' });
      expect(resendButton().disabled).toBe(true);
      expect(screen.getByText('You can ask again in 30s')).toBeTruthy();
      act(() => vi.advanceTimersByTime(20_000));
      expect(resendButton().disabled).toBe(true);
      expect(screen.getByText('You can ask again in 10s')).toBeTruthy();
      act(() => vi.advanceTimersByTime(10_000));
      expect(resendButton().disabled).toBe(false);
      expect(screen.queryByText(/You can ask again/)).toBeNull();

      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(resendButton());
      expect(await screen.findByTitle('A new code has been sent')).toBeTruthy();
      expect(api.named('ResendCode')).toHaveLength(1);
      expect(resendButton().disabled).toBe(true);
      expect(screen.getByText('You can ask again in 30s')).toBeTruthy();
    });

    /** Waits out the first 30 seconds and asks again, the server answering `answer`. */
    const resendAfterTheWait = async (answer: ReturnType<typeof resendResult>) => {
      mockGraphQL({ resendCode: () => answer });
      renderApp('/aa/access-code', { session });
      await screen.findByRole('heading', { name: 'Enter your access code' });
      act(() => vi.advanceTimersByTime(30_000));
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resendButton());
    };

    it('shows an error icon when the text fails and may be asked for again at once', async () => {
      await resendAfterTheWait(resendResult(false));
      expect(await screen.findByTitle('The code could not be sent')).toBeTruthy();
      expect(resendButton().disabled).toBe(false);
    });

    it('counts down the wait the server asks for when it refuses (the hourly cap)', async () => {
      await resendAfterTheWait(resendResult(false, 600));
      expect(await screen.findByText('You can ask again in 600s')).toBeTruthy();
      expect(resendButton().disabled).toBe(true);
    });
  });
});
