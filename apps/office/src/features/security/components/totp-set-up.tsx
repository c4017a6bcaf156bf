import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { totpEnrolmentSchema } from '@portal/domain/office';
import { FormAlert, FormTextField } from '@portal/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTotpSetUp } from '../api/use-staff-security.ts';

const codeSchema = totpEnrolmentSchema.pick({ code: true });

/** The secret to add to the app, then a code from it; the recovery codes are shown once when it is confirmed. */
export const TotpSetUp = ({ onDone }: { onDone: () => void }) => {
  const { start, submit, fetching } = useTotpSetUp();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const handleStart = async () => {
    setFailure(null);
    const outcome = await start();
    if (outcome.ok) setSecret(outcome.value);
    else setFailure(outcome.message);
  };
  const handleConfirm = handleSubmit(async ({ code }) => {
    if (!secret) return;
    setFailure(null);
    const outcome = await submit(secret.secret, code);
    if (!outcome.ok) return setFailure(outcome.message);
    setCodes(outcome.value);
  });
  if (codes)
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          Your authenticator app is set up. Keep these recovery codes somewhere safe: each works once, and they are
          shown only now.
        </Alert>
        <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, mb: 2 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          I have kept my recovery codes
        </Button>
      </Box>
    );
  return (
    <Box>
      <FormAlert lines={failure ? [failure] : []} />
      {secret ? (
        <Box component="form" noValidate onSubmit={handleConfirm} aria-label="Confirm your authenticator app">
          <Typography sx={{ mb: 1 }}>
            Add this secret to your authenticator app, then enter the code it shows:
          </Typography>
          <Typography
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', mb: 2, wordBreak: 'break-all' }}
            data-testid="totp-secret"
          >
            {secret.secret}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 200px' }}>
              <FormTextField
                control={control}
                name="code"
                label="Authenticator code"
                autoComplete="one-time-code"
                inputProps={{ inputMode: 'numeric', maxLength: 6 }}
              />
            </Box>
            <Button type="submit" variant="contained" disabled={fetching} sx={{ mt: 1 }}>
              Confirm
            </Button>
          </Box>
        </Box>
      ) : (
        <Button variant="outlined" disabled={fetching} onClick={handleStart}>
          Set up an authenticator app
        </Button>
      )}
    </Box>
  );
};
