import Alert from '@mui/material/Alert';

/** Spec 1 §1: shown only when the server's DEMO_MODE flag is on. */
export const DemoBanner = () => (
  <Alert severity="warning" square sx={{ borderBottom: 1, borderColor: 'warning.light', px: { xs: 2, lg: '100px' } }}>
    <strong>This site is in experiment mode</strong>. You can browse freely, but no changes are saved and everything is
    reset overnight.
  </Alert>
);
