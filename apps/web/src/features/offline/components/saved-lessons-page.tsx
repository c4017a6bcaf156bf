import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toNationalPhone } from '@portal/domain/learners';
import { PageShell } from '@portal/ui/page';
import { offlineMessages as m } from '../messages.ts';
import { type SavedLesson, type SavedLessons, savedAtLabel, savedDaysToShow, ukTimeOf } from '../saved-lessons.ts';

const LessonItem = ({ lesson }: { lesson: SavedLesson }) => (
  <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {ukTimeOf(lesson.start)} – {ukTimeOf(lesson.end)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{lesson.learnerName}</Typography>
      {lesson.test && <Chip label="Test" size="small" color="primary" />}
    </Box>
    {lesson.pickupAddress && <Typography sx={{ fontSize: '0.875rem' }}>Pickup: {lesson.pickupAddress}</Typography>}
    {lesson.phone && (
      <Link
        href={`tel:${lesson.phone.replace(/\s/g, '')}`}
        aria-label={`Call ${lesson.learnerName} on ${toNationalPhone(lesson.phone)}`}
        sx={{ display: 'inline-block', py: 1, fontSize: '0.875rem' }}
      >
        {toNationalPhone(lesson.phone)}
      </Link>
    )}
  </Box>
);

/** Offline, in place of the pages that need the server: today's and tomorrow's lessons as saved. */
export const SavedLessonsPage = ({ saved }: { saved: SavedLessons }) => {
  const now = new Date();
  const days = savedDaysToShow(saved, now);
  return (
    <PageShell title={m.title} subtitle={savedAtLabel(saved.savedAt, now)}>
      {days.length === 0 && <Typography>{m.outOfDate}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {days.map(({ day, heading, lessons }) => (
          <Paper key={day} component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={`saved-${day}`}>
            <Typography id={`saved-${day}`} component="h2" variant="h6" sx={{ mb: 1 }}>
              {heading}
            </Typography>
            {lessons.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{m.noLessons}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {lessons.map((lesson) => (
                  <LessonItem key={lesson.id} lesson={lesson} />
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </PageShell>
  );
};
