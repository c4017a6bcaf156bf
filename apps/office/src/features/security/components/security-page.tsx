import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingScreen } from '@portal/ui/feedback';
import { FormAlert } from '@portal/ui/form';
import { PageShell } from '@portal/ui/page';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useStaffSession } from '../../auth/index.ts';
import { useRemovePasskey, useStaffSecurity } from '../api/use-staff-security.ts';
import { AddPasskey } from './add-passkey.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { TotpSetUp } from './totp-set-up.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ bgcolor: 'background.paper', borderRadius: 2, p: 3, mb: 3, maxWidth: 760 }}>
    <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** /office/security: the member's own second factors. A new member sets up their first one here. */
export const SecurityPage = () => {
  const session = useStaffSession();
  const { security, refresh } = useStaffSecurity();
  const { remove, fetching: removing } = useRemovePasskey();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const settingUp = session.staff?.mustSetUpSecondFactor ?? false;
  const handleChanged = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    refresh();
    if (settingUp) session.retry();
  };
  const handleRemove = async (passkey: { id: string; name: string }) => {
    setFailure(null);
    const outcome = await remove(passkey.id);
    if (outcome.ok) handleChanged(`${passkey.name} was removed.`);
    else setFailure(outcome.message);
  };
  return (
    <PageShell title="Security">
      {settingUp && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: 760 }}>
          Before you use the office, set up a second factor: a passkey on this device, or an authenticator app.
        </Alert>
      )}
      {!security ? (
        <LoadingScreen />
      ) : (
        <>
          <Section title="Passkeys">
            <FormAlert lines={failure ? [failure] : []} />
            <PasskeyList passkeys={security.passkeys} onRemove={handleRemove} removing={removing} />
            <AddPasskey onAdded={(name) => handleChanged(`${name} was added.`)} />
          </Section>
          <Section title="Authenticator app">
            {security.hasTotp ? (
              <Typography>
                Your authenticator app is set up. You have {security.recoveryCodesLeft} recovery code
                {security.recoveryCodesLeft === 1 ? '' : 's'} left.
              </Typography>
            ) : (
              <TotpSetUp onDone={() => handleChanged('Your authenticator app is set up.')} />
            )}
          </Section>
        </>
      )}
    </PageShell>
  );
};
