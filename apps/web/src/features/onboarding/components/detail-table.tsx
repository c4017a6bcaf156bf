import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's heading and its label/value rows: two columns on a desktop, stacked on a phone. */
export const DetailTable = ({
  title,
  rows,
  action,
  testId,
}: {
  title: string;
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  action?: ReactNode;
  testId?: string;
}) => (
  <Box component="section" aria-label={title} data-testid={testId} sx={{ mb: 4 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {action}
    </Box>
    <Box component="dl" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      {rows.map(([label, value], index) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
            gap: { xs: 0.25, sm: 2 },
            px: 2,
            py: 1.25,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);

/** dd/MM/yyyy from yyyy-MM-dd. */
export const ukDate = (iso: string): string => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
