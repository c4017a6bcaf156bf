import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FlagIcon from '@mui/icons-material/Flag';
import NotesIcon from '@mui/icons-material/Notes';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Chip, Link, Typography } from '@mui/material';
import { differenceInMinutes, format } from 'date-fns';
import type { ReactNode } from 'react';
import type { LessonDetails } from '../../api/use-calendar-lesson.ts';
import { travelLabel } from '../add-event/lesson-fields.tsx';
import { kindLooks } from '../event-kinds.tsx';

const Row = ({ Icon, label, children }: { Icon: SvgIconComponent; label: string; children: ReactNode }) => (
  <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Icon sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  </Box>
);

const duration = (start: Date, end: Date) => {
  const minutes = differenceInMinutes(end, start);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : '']
    .filter(Boolean)
    .join(' ');
};

/** +447700900203 -> 07700 900203 (the way UK numbers are read). */
const ukPhone = (e164: string): string => {
  const digits = e164.replace(/\D/g, '');
  const national = digits.startsWith('44') ? `0${digits.slice(2)}` : digits;
  return national.length === 11 ? `${national.slice(0, 5)} ${national.slice(5)}` : e164;
};

const addressOf = (lesson: LessonDetails): string | null => {
  const a = lesson.learner.pickupAddress ?? lesson.learner.address;
  return a ? [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(', ') : null;
};

/** Issue 27: whether the day-before reminder went, and whether the provider reported it delivered. */
const reminderLabel = (reminder: LessonDetails['reminder']): string => {
  if (!reminder) return 'Not sent';
  const sent = `Sent ${format(new Date(reminder.sentAt), 'dd/MM HH:mm')}`;
  if (reminder.status === 'Delivered') return `${sent}, delivered`;
  return reminder.status === 'Failed' ? `${sent}, not delivered` : sent;
};

/** The lesson modal's view mode: who, when, where, travel, test, paid and notes. */
export const LessonSummary = ({ lesson }: { lesson: LessonDetails }) => {
  const start = new Date(lesson.startDateTime);
  const end = new Date(lesson.endDateTime);
  const look = kindLooks[lesson.status === 'Cancelled' ? 'CANCELLED' : lesson.kind];
  const phone = lesson.learner.mobileNumber ?? lesson.learner.landlineNumber;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip
          icon={<look.Icon sx={{ color: `${look.text} !important` }} />}
          label={look.label}
          sx={{ bgcolor: look.background, color: look.text, fontWeight: 600 }}
        />
        {lesson.learner.sourcedBy === 'Instructor' && <Chip label="Self sourced" variant="outlined" />}
        {lesson.status !== 'Active' && <Chip label={lesson.status} color="error" variant="outlined" />}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Row Icon={AccessTimeIcon} label="When">
          {format(start, 'EEEE d MMMM yyyy')}, {format(start, 'HH:mm')} – {format(end, 'HH:mm')} ({duration(start, end)}
          )
        </Row>
        <Row Icon={PlaceIcon} label="Pickup address">
          {addressOf(lesson) ?? 'No address given'}
        </Row>
        {phone && (
          <Row Icon={PhoneIcon} label="Phone">
            <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{ukPhone(phone)}</Link>
          </Row>
        )}
        <Row Icon={DirectionsCarIcon} label="Travel time">
          {travelLabel(lesson.travelTimeInMinutes)}
        </Row>
        <Row Icon={FlagIcon} label="Driving test">
          {lesson.test ? 'Yes' : 'No'}
        </Row>
        <Row Icon={PaymentsOutlinedIcon} label="Payment">
          {lesson.paid ? 'Paid from pre-paid hours' : 'Not paid'}
          {lesson.refunded ? ' (hours refunded)' : ''}
        </Row>
        <Row Icon={NotesIcon} label="Notes">
          {lesson.notes?.trim() || 'No notes'}
        </Row>
        <Row Icon={SmsOutlinedIcon} label="Reminder text">
          <span data-testid="lesson-reminder">{reminderLabel(lesson.reminder)}</span>
        </Row>
        {lesson.cancellationReason && (
          <Row Icon={NotesIcon} label="Cancellation reason">
            {lesson.cancellationReason}
          </Row>
        )}
      </Box>
    </Box>
  );
};
