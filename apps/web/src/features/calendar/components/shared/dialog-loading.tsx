import { Alert, Box, Button, CircularProgress, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { label: string; failed: boolean; onRetry: () => void; children: ReactNode };

/** A modal's content while its item loads: a spinner, or (`failed`) the message with "Try again". */
export const DialogLoading = ({ label, failed, onRetry, children }: Props) => (
  <DialogContent>
    {failed ? (
      <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
        {children}
      </Alert>
    ) : (
      <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    )}
  </DialogContent>
);
