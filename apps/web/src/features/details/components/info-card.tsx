import { Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Dark enough for white text at small sizes (WCAG AA). */
export const statusColours = { green: '#1b5e20', red: '#b71c1c', amber: '#8a4b00', blue: '#01579b' } as const;

export type InfoRow = readonly [label: string, value: ReactNode];

/** A titled card of label/value rows (a description list), with optional actions below. */
export const InfoCard = ({
  title,
  rows,
  children,
  testId,
}: {
  title: string;
  rows?: readonly InfoRow[];
  children?: ReactNode;
  testId?: string;
}) => (
  <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {rows && (
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: '4px 12px', margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value ?? '-'}
              </Typography>
            </div>
          ))}
        </dl>
      )}
      {children}
    </CardContent>
  </Card>
);

/** The flag on a qualification or insurance that has expired or ends within 30 days. */
export const ExpiryChip = ({ state }: { state: string }) =>
  state === 'valid' ? null : (
    <Chip
      size="small"
      label={state === 'expired' ? 'Expired' : 'Expires soon'}
      sx={{ ml: 1, color: '#fff', bgcolor: state === 'expired' ? statusColours.red : statusColours.amber }}
    />
  );
