import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '@portal/domain/accounts';
import { homeMessages, mapsLink, todaysLessonsTitle, withBreaks } from '@portal/domain/home';
import { clockTimeOf, localDateOf } from '@portal/domain/time';
import { RouterLink } from '@portal/ui/layout';
import { Link as Link_ } from 'react-router';
import type { HomeDashboard } from '../api/use-home-dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';

type Lesson = NonNullable<HomeDashboard['todaysEvents']>[number];

type TimedLesson = Omit<Lesson, 'startDateTime' | 'endDateTime'> & { startDateTime: Date; endDateTime: Date };

const LessonRow = ({ lesson }: { lesson: TimedLesson }) => {
  const postcode = lesson.learner.pickupAddress?.postcode;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 104, fontVariantNumeric: 'tabular-nums' }}>
        {clockTimeOf(lesson.startDateTime)} – {clockTimeOf(lesson.endDateTime)}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <RouterLink to={`/learners/${lesson.learner.id}`} sx={{ fontWeight: 500, py: 1 }}>
            {lesson.learner.name.fullName}
          </RouterLink>
          {lesson.newLearner && <Chip label="New" size="small" color="primary" />}
        </Box>
        {postcode && (
          <Link
            href={mapsLink(postcode)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Pickup ${postcode} on a map (opens in a new tab)`}
            sx={{ fontSize: '0.875rem', display: 'inline-block', py: 1 }}
          >
            {postcode}
          </Link>
        )}
      </Box>
    </Box>
  );
};

/** Spec 3 §2.9: today's lessons with the breaks between them, and today's income beside the title. */
export const TodaysLessonsCard = ({ lessons, income, now }: { lessons: Lesson[]; income: string; now: Date }) => {
  const timed = lessons.map((l) => ({
    ...l,
    startDateTime: new Date(l.startDateTime),
    endDateTime: new Date(l.endDateTime),
  }));
  const entries = withBreaks(timed);
  return (
    <DashboardCard
      testId="todays-lessons"
      title={todaysLessonsTitle(lessons.length)}
      subheader={`Today, ${formatIsoDate(localDateOf(now))}`}
      action={
        <Box sx={{ textAlign: 'right' }} data-testid="todays-income">
          <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>Today's income</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{income}</Typography>
        </Box>
      }
    >
      {lessons.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{homeMessages.noLessonsToday}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) =>
            entry.type === 'lesson' ? (
              <LessonRow key={entry.lesson.id} lesson={entry.lesson} />
            ) : (
              <Box
                component="li"
                key={`break-before-${entry.nextId}`}
                sx={{ py: 0.5, pl: 2, color: 'text.secondary', fontSize: '0.875rem', fontStyle: 'italic' }}
              >
                {entry.label}
              </Box>
            ),
          )}
        </Box>
      )}
      <Button component={Link_} to="/calendar" variant="outlined" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        View Calendar
      </Button>
    </DashboardCard>
  );
};
