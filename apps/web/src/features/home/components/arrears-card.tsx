import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPence } from '@portal/domain/money';
import { Link } from 'react-router';
import { DashboardCard } from './dashboard-card.tsx';

/** Spec 2 §2: "Overview" with the amount owed and "View" to /accounts (the balance breakdown). */
export const ArrearsCard = ({ totalPence }: { totalPence: number }) => (
  <DashboardCard testId="arrears-overview" title="Overview">
    <div>
      <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>Amount owed</Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'error.main' }}>
        {formatPence(totalPence)}
      </Typography>
    </div>
    <Button
      component={Link}
      to="/accounts"
      variant="contained"
      aria-label="View balance breakdown"
      sx={{ alignSelf: 'flex-start', minHeight: 44 }}
    >
      View
    </Button>
  </DashboardCard>
);
