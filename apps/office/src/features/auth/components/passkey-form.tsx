import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormAlert } from '@portal/ui/form';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useStaffPasskeySignIn } from '../api/use-staff-passkey-sign-in.ts';
import { officeSessionMessages as m } from '../auth-messages.ts';
import type { SecondFactorMethodProps } from './second-factor-method.ts';

/** The browser's passkey prompt, or null when the member closed it (or the device has no passkey for us). */
const askBrowser = async (optionsJson: string): Promise<string | null> => {
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) }));
  } catch {
    return null;
  }
};

/** The passkey step: one button, the browser's own prompt, then signed in (or the server's words). */
export const PasskeyForm = ({ signInId, onSignedIn, onStartAgain }: SecondFactorMethodProps) => {
  const { askOptions, submitResponse, fetching } = useStaffPasskeySignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const handlePasskey = async () => {
    setFailure(null);
    const options = await askOptions(signInId);
    if (!options.ok) return setFailure(options.message);
    if (!options.value.options) {
      const message = options.value.message ?? m.passkeyCancelled;
      return options.value.startAgain ? onStartAgain(message) : setFailure(message);
    }
    const response = await askBrowser(options.value.options);
    if (!response) return setFailure(m.passkeyCancelled);
    const outcome = await submitResponse(signInId, response);
    if (!outcome.ok) return setFailure(outcome.message);
    const answer = outcome.value;
    if (answer.success && answer.staff)
      return onSignedIn({ staff: answer.staff, recoveryCodesLeft: answer.recoveryCodesLeft });
    const message = answer.message ?? m.passkeyCancelled;
    return answer.startAgain ? onStartAgain(message) : setFailure(message);
  };
  return (
    <Box>
      <FormAlert lines={failure ? [failure] : []} />
      <Button variant="contained" size="large" fullWidth disabled={fetching} onClick={handlePasskey}>
        Sign in with a passkey
      </Button>
    </Box>
  );
};
