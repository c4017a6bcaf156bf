import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useOnline } from '../hooks/use-online.ts';
import { offlineMessages } from '../messages.ts';
import { useOfflineSession } from '../offline-session.tsx';

/** Under the top bar whenever there is no connection: what can be read, and that changes need the network. */
export const OfflineBanner = () => {
  const online = useOnline();
  const saved = useOfflineSession();
  if (online && !saved) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOff fontSize="inherit" />}
      square
      role="status"
      data-testid="offline-banner"
      sx={{ borderBottom: 1, borderColor: 'warning.light', px: { xs: 2, lg: '100px' } }}
    >
      {saved ? offlineMessages.savedMode : offlineMessages.lostSignal}
    </Alert>
  );
};
