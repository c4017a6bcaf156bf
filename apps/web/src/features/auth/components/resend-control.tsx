import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ResendStatus } from '../hooks/use-resend-timer.ts';

type Props = { status: ResendStatus; canResend: boolean; secondsLeft: number; onResend: () => void };

const StatusIcon = ({ status }: { status: ResendStatus }) => {
  if (status === 'loading') return <CircularProgress size={20} aria-label="Sending a new code" />;
  if (status === 'SUCCESS') return <CheckCircle color="success" titleAccess="A new code has been sent" />;
  if (status === 'FAILURE') return <ErrorIcon color="error" titleAccess="The code could not be sent" />;
  return null;
};

/** "Didn't receive the code?" with a "Resend it" button and its spinner, tick or error icon. */
export const ResendControl = ({ status, canResend, secondsLeft, onResend }: Props) => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
    <Typography variant="body2">Didn't receive the code?</Typography>
    <Button variant="text" size="small" onClick={onResend} disabled={!canResend} sx={{ minHeight: 36, px: 1 }}>
      Resend it
    </Button>
    <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
      <StatusIcon status={status} />
      {secondsLeft > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          You can ask again in {secondsLeft}s
        </Typography>
      )}
    </Box>
  </Box>
);
