/** Exact wording from spec 1 §5 and §8. */
export const identityMessages = {
  required: 'This field is required',
  adiTooShort: 'ADI Number is too short (minimum is 6 characters)',
  adiTooLong: 'ADI Number is too long (maximum is 10 characters)',
  noSpecialCharacters: 'This field should not contain special characters',
  accessCodeDigits: 'Access code should contain 6 numbers',
  passwordTooShort: 'Please enter a password that has at least 8 characters',
  passwordComplexity: 'Must contain a capital and number',
  passwordsDoNotMatch: 'Passwords do not match, please try again',
  signInFailed: 'Could not verify your details. Please try again.',
  wrongAccessCode: 'You have entered an incorrect access code. Please try again.',
  tryAgainLater: 'Please try again later or contact support.',
  mobileMismatch: 'Your ADI number and mobile number did not match our records',
  logoutFailed: 'Unable to logout',
  /** Not worded by the spec: shown after a successful reset, on the sign-in screen. */
  passwordSet: 'Your new password has been set. Sign in with it now.',
  signedOut: 'You have signed out.',
  /** Not worded by the spec: changePassword with a current password that is not the account's. */
  currentPasswordWrong: 'Your current password is incorrect',
  passwordUnchanged: 'Your new password must be different from your current password',
  /** Not worded by the spec: after changePassword, on the page that changed it. */
  passwordChanged: 'Your password has been changed. Any other device you were signed in on has been signed out.',
} as const;

const londonTime = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(at);

const MINUTE_MS = 60_000;
/** Below this a lock is counted in seconds; from it, by the minute it ends. */
const SECONDS_UP_TO = 120;

/**
 * Lockout wording is not in the spec; it says what is true. `seconds` is what the lock has left (the server's
 * count, so no clock on the device matters); `expiry` its end, shown as UK wall-clock time rounded up to the
 * minute when the lock is long enough for a time to help (from two minutes).
 */
export const lockoutMessage = (seconds: number, expiry: Date): string => {
  const left = Math.max(1, Math.ceil(seconds));
  const locked = 'Your account is locked after too many attempts.';
  if (left < SECONDS_UP_TO) return `${locked} You can try again in ${left} second${left === 1 ? '' : 's'}.`;
  const from = new Date(Math.ceil(expiry.getTime() / MINUTE_MS) * MINUTE_MS);
  return `${locked} You can try again from ${londonTime(from)}, in ${Math.ceil(left / 60)} minutes.`;
};

export const attemptsRemainingMessage = (attempts: number): string =>
  attempts === 1
    ? '1 attempt left before your account is locked.'
    : `${attempts} attempts left before your account is locked.`;
