import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = { title: string; subheader?: ReactNode; action?: ReactNode; children: ReactNode; testId: string };

/** A home card: a section named by its heading, with an optional figure or link on the right. */
export const DashboardCard = ({ title, subheader, action, children, testId }: Props) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8, flexWrap: 'wrap' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
              {title}
            </Typography>
            {subheader && <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{subheader}</Typography>}
          </div>
          {action}
        </div>
        {children}
      </CardContent>
    </Card>
  );
};
