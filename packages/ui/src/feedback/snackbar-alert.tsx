import Alert from '@mui/material/Alert';
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack';
import { forwardRef } from 'react';

/**
 * notistack's toasts drawn as MUI alerts, whose colours pass contrast checks. A toast's own action (e.g. "Undo")
 * takes the place of the close button.
 */
export const SnackbarAlert = forwardRef<HTMLDivElement, CustomContentProps>(({ id, message, variant, action }, ref) => {
  const { closeSnackbar } = useSnackbar();
  const own = typeof action === 'function' ? action(id) : action;
  return (
    <SnackbarContent ref={ref} role="alert">
      <Alert
        severity={variant === 'default' ? 'info' : variant}
        onClose={own ? undefined : () => closeSnackbar(id)}
        action={own || undefined}
        sx={{
          width: '100%',
          minWidth: { sm: 320 },
          boxShadow: '0 8px 24px rgba(16,24,40,0.18)',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
SnackbarAlert.displayName = 'SnackbarAlert';
