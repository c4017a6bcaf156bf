import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acceptInvitationFormSchema } from '@portal/domain/office';
import { SimpleLayout } from '@portal/ui/layout';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAcceptStaffInvitation, useStaffInvitation } from '../api/use-staff-admin.ts';

/**
 * /office/invitation/:token: an invited member sets their password, then (signed in only for that) sets up a
 * second factor on the Security page, as any member without one does.
 */
const InvitationPage = ({ token }: { token: string }) => {
  const { invitation, fetching } = useStaffInvitation(token);
  const accept = useAcceptStaffInvitation();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  if (fetching) return null;
  if (!invitation) {
    return (
      <Alert severity="error">
        This invitation link is not valid or has expired. Ask an administrator for a new one.
      </Alert>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = acceptInvitationFormSchema.safeParse(form);
    if (!checked.success) return setFailure(checked.error.issues[0]?.message ?? 'Check the form');
    const outcome = await accept.run({ token, password: form.password });
    if (!outcome.ok) return setFailure(outcome.message);
    // A fresh start of the app: the session now set up to add a second factor.
    window.location.assign('/office/security');
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Welcome, {invitation.name}
      </Typography>
      <Typography>
        Choose a password for {invitation.email}. Next you set up a second factor: an authenticator app or a passkey.
      </Typography>
      <TextField
        type="password"
        label="New password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        helperText="At least 12 characters"
      />
      <TextField
        type="password"
        label="Re-enter password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={accept.fetching}>
        Set password
      </Button>
    </Stack>
  );
};

const InvitationRoute = () => (
  <SimpleLayout neutral appName="Office">
    <InvitationPage token={useParams().token ?? ''} />
  </SimpleLayout>
);

export default InvitationRoute;
