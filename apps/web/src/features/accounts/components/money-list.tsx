import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type MoneyRow = {
  id: string;
  primary: ReactNode;
  secondary?: ReactNode;
  amount: string;
  negative?: boolean;
  extra?: ReactNode;
};

/** A phone-friendly list of money lines: what and when on the left, the amount on the right. */
export const MoneyList = ({ rows, label, testId }: { rows: MoneyRow[]; label: string; testId: string }) => (
  <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {rows.map((row) => (
      <Box
        component="li"
        key={row.id}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography sx={{ fontWeight: 500 }}>{row.primary}</Typography>
          {row.secondary && (
            <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{row.secondary}</Typography>
          )}
        </Box>
        <Typography
          sx={{
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            color: row.negative ? 'error.dark' : 'success.dark',
          }}
        >
          {row.amount}
        </Typography>
        {row.extra}
      </Box>
    ))}
  </Box>
);
