import { Alert } from '@mui/material';
import { type AddEventValues, bookingBalanceHours, prepaidOutcomeMessage } from '@portal/domain/calendar';
import { isValidDate, minutesBetween } from '@portal/domain/time';
import { type Control, useWatch } from 'react-hook-form';
import type { BookingLearner } from '../../api/use-calendar-learners.ts';

type Props = { control: Control<AddEventValues>; learners: readonly BookingLearner[]; showRepeat: boolean };

/**
 * What booking will do with the learner's pre-paid hours, shown before the instructor books (issue 8): paid,
 * booked as not paid (self-sourced), or refused as "Insufficient hours".
 */
export const PrepaidOutcome = ({ control, learners, showRepeat }: Props) => {
  const [type, learnerId, start, end, repeat, repeatCount] = useWatch({
    control,
    name: ['type', 'learnerId', 'start', 'end', 'repeat', 'repeatCount'],
  });
  const learner = learners.find((l) => l.id === learnerId);
  if (type !== 'LESSON' || !learner || !isValidDate(start) || !isValidDate(end)) return null;
  const lessonHours = minutesBetween(start, end) / 60;
  if (lessonHours <= 0) return null;
  const count = showRepeat && repeat !== 'NO_REPEAT' ? (repeatCount ?? 1) : 1;
  const { severity, text } = prepaidOutcomeMessage({
    name: learner.name.fullName,
    balanceHours: bookingBalanceHours(learner),
    lessonHours,
    count,
    selfSourced: learner.sourcedBy === 'Instructor',
  });
  return (
    <Alert severity={severity} role="status" sx={{ py: 0.25 }}>
      {text}
    </Alert>
  );
};
