import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { useEffect } from 'react';
import { SnackbarAlert } from './snackbar-alert.tsx';

const alerts = {
  default: SnackbarAlert,
  success: SnackbarAlert,
  error: SnackbarAlert,
  warning: SnackbarAlert,
  info: SnackbarAlert,
};

type Props = Omit<SnackbarProviderProps, 'children'> & {
  /** Told notistack's two functions once the provider is drawn, and null as it goes. */
  onHosted: (
    notistack: { enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar } | null,
  ) => void;
};

/** The toasts' provider (loaded by SnackbarHost): toasts drawn as MUI alerts unless told otherwise. */
const SnackbarHostNow = ({ onHosted, ...props }: Props) => {
  useEffect(() => {
    onHosted({ enqueueSnackbar, closeSnackbar });
    return () => onHosted(null);
  }, [onHosted]);
  return <SnackbarProvider Components={alerts} {...props} />;
};

export default SnackbarHostNow;
