import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ErrorMessageProps = {
  icon: ReactNode;
  title: string;
  lines: readonly string[];
  action?: { label: string; onClick: () => void };
  /** h1 on a page of its own; h2 inside a page that already has its heading. */
  headingLevel?: 'h1' | 'h2';
};

/** The shared look of every error page: an icon, a heading, a few lines and one way forward. */
export const ErrorMessage = ({ icon, title, lines, action, headingLevel = 'h1' }: ErrorMessageProps) => (
  <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2, maxWidth: 560, mx: 'auto' }}>
    <Box
      aria-hidden
      sx={{
        width: 80,
        height: 80,
        mx: 'auto',
        mb: 3,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#E7F1FC',
        color: 'primary.main',
        '& svg': { fontSize: 40 },
      }}
    >
      {icon}
    </Box>
    <Typography variant="h1" component={headingLevel} sx={{ mb: 2 }}>
      {title}
    </Typography>
    {lines.map((line) => (
      <Typography key={line} sx={{ color: 'text.secondary', mb: 1 }}>
        {line}
      </Typography>
    ))}
    {action && (
      <Button variant="contained" onClick={action.onClick} sx={{ mt: 3 }}>
        {action.label}
      </Button>
    )}
  </Box>
);
