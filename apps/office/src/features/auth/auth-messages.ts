import { staffSignInMessages } from '@portal/domain/office';

/** The office's words around a session that the server's refusals do not carry. */
export const officeSessionMessages = {
  signedOut: staffSignInMessages.signedOut,
  signedOutEverywhere: 'You have signed out on every device.',
  sessionEnded: 'Your session has ended. Sign in again to carry on.',
  signOutFailed: 'We could not sign you out. Check your connection and try again.',
  passkeyCancelled: 'The passkey was not used. Try again, or use your authenticator app.',
  recoveryCodesLeft: (count: number) =>
    count === 1 ? 'You have 1 recovery code left.' : `You have ${count} recovery codes left.`,
} as const;
