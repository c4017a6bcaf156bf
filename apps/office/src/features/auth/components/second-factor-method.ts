import type { ComponentType } from 'react';
import type { StaffMember } from '../api/use-staff-me.ts';

export type SignedIn = { staff: StaffMember; recoveryCodesLeft: number | null };

/** What every second-factor method is given: the sign-in the password opened, and where to go after. */
export type SecondFactorMethodProps = {
  signInId: string;
  onSignedIn: (signedIn: SignedIn) => void;
  /** The sign-in is spent (timed out, too many wrong codes): back to the password with the server's words. */
  onStartAgain: (message: string) => void;
};

export type SecondFactorMethod = {
  /** The step's heading and the sentence under it while this method is chosen. */
  title: string;
  hint: string;
  /** The link that switches to this method from another. */
  switchLabel: string;
  Form: ComponentType<SecondFactorMethodProps>;
};
