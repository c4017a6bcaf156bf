import type { SecondFactorKind } from '@portal/domain/office';
import { CodeForm } from './code-form.tsx';
import { PasskeyForm } from './passkey-form.tsx';
import type { SecondFactorMethod, SecondFactorMethodProps } from './second-factor-method.ts';

const AuthenticatorCode = (props: SecondFactorMethodProps) => (
  <CodeForm {...props} label="Authenticator code" numeric countsCodesLeft={false} />
);

const RecoveryCode = (props: SecondFactorMethodProps) => (
  <CodeForm {...props} label="Recovery code" numeric={false} countsCodesLeft />
);

/**
 * The second factors, in the order offered: the first one the member has is shown, the others as links.
 * A new method is one entry here (its form gets the sign-in and reports back through its props).
 */
export const secondFactorMethods: Record<SecondFactorKind, SecondFactorMethod> = {
  Passkey: {
    title: 'Use your passkey',
    hint: 'Confirm it is you with the passkey on this device or your security key.',
    switchLabel: 'Use a passkey',
    Form: PasskeyForm,
  },
  Totp: {
    title: 'Enter your authenticator code',
    hint: 'Open the authenticator app on your phone and enter the 6-digit code it shows for the office.',
    switchLabel: 'Use your authenticator app',
    Form: AuthenticatorCode,
  },
  RecoveryCode: {
    title: 'Enter a recovery code',
    hint: 'Each of your recovery codes works once. Ask an administrator for new ones when they run low.',
    switchLabel: 'Use a recovery code',
    Form: RecoveryCode,
  },
};

export const methodOrder: readonly SecondFactorKind[] = ['Passkey', 'Totp', 'RecoveryCode'];
