import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner with a name for screen readers. `asMain` when it stands for the whole page. */
export const LoadingScreen = ({ label = 'Loading', asMain = false }: { label?: string; asMain?: boolean }) => (
  <Box
    component={asMain ? 'main' : 'div'}
    role={asMain ? undefined : 'status'}
    sx={{ minHeight: asMain ? '100vh' : 240, display: 'grid', placeItems: 'center', p: 3 }}
  >
    <CircularProgress aria-label={label} />
  </Box>
);
