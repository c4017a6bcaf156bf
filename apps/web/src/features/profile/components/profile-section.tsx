import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled white panel of the profile pages. */
export const ProfileSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="section"
    aria-label={title}
    sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}
  >
    <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
