import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled card of the preferences form. */
export const PreferencesSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
    <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);
