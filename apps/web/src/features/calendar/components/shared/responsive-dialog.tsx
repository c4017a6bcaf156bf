import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

type Props = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra line under the title. */
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Keep the dialog open on backdrop click and Escape (while saving). */
  busy?: boolean;
};

/** A dialog with a title and close button; full-screen on phones (spec: modals full-screen on mobile). */
export const ResponsiveDialog = ({ open, title, subtitle, onClose, children, maxWidth = 'sm', busy }: Props) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { borderRadius: 3 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1, pt: 0.5 }}>
        <DialogTitle id={titleId} component="h2" sx={{ flex: 1, fontSize: 20, fontWeight: 700, pb: 1 }}>
          {title}
          {subtitle && (
            <Box component="span" sx={{ display: 'block', fontSize: 14, fontWeight: 400, color: 'text.secondary' }}>
              {subtitle}
            </Box>
          )}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ mt: 1, width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Dialog>
  );
};
