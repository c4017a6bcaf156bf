import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { homeMessages, type ReminderCounts, visibleReminders } from '@portal/domain/home';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardRowLink } from './dashboard-row-link.tsx';

/** Today's things to do: a link per kind with something to do, each with its count. */
export const RemindersCard = ({ counts }: { counts: ReminderCounts }) => {
  const reminders = visibleReminders(counts);
  return (
    <DashboardCard testId="reminders" title="Reminders">
      {reminders.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{homeMessages.noReminders}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {reminders.map((r) => (
            <DashboardRowLink key={r.kind} to={r.path} testId={`reminder-${r.kind}`}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  minWidth: 28,
                  height: 28,
                  borderRadius: 14,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: '0.875rem',
                }}
              >
                {r.count}
              </Box>
              <Box component="span" sx={{ flex: 1 }}>
                {r.label}
              </Box>
            </DashboardRowLink>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
};
