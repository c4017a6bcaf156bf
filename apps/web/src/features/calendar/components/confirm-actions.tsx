import { DialogActions } from '@mui/material';
import type { ReactNode } from 'react';

/** A confirmation's buttons: stacked full width under the thumb on a phone (the main one lowest), a row on a desktop. */
export const ConfirmActions = ({ children }: { children: ReactNode }) => (
  <DialogActions
    sx={{
      px: 3,
      pb: 2.5,
      gap: 1,
      flexDirection: { xs: 'column-reverse', sm: 'row' },
      alignItems: { xs: 'stretch', sm: 'center' },
      '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
    }}
  >
    {children}
  </DialogActions>
);
