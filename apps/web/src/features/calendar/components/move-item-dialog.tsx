import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  checkWorkingHours,
  displayMessage,
  lessonEditIssues,
  timeOffMessages,
  timeOffMoveIssues,
  type WorkingHoursLike,
} from '@portal/domain/calendar';
import { addDays, addMinutes, format } from 'date-fns';
import { useSlotCheck } from '../hooks/use-slot-check.ts';
import type { CalendarItem } from './calendar-items.ts';
import { ConfirmActions } from './confirm-actions.tsx';
import { ResponsiveDialog } from './shared/responsive-dialog.tsx';

/** What a move needs of a lesson or an unavailable slot (a drawn block, or the one a dialog shows). */
export type MovableItem = Pick<
  CalendarItem,
  'sourceId' | 'type' | 'start' | 'end' | 'title' | 'travelMinutes' | 'test' | 'learnerId' | 'repeating' | 'allDay'
>;
/** The item, its new times, and for a repeating slot whether every later one moves too. */
export type MoveRequest = { item: MovableItem; start: Date; end: Date; series: boolean };

/**
 * A dialog's Move (issue 26 §2, the keyboard's way to drag): the item at its own times, from the API's strings; the
 * preview's controls change them.
 */
export const moveAtOwnTimes = (
  item: Omit<MovableItem, 'start' | 'end'> & { startDateTime: string; endDateTime: string },
): MoveRequest => {
  const { startDateTime, endDateTime, ...rest } = item;
  const start = new Date(startDateTime);
  const end = new Date(endDateTime);
  return { item: { ...rest, start, end }, start, end, series: false };
};

type Props = {
  move: MoveRequest;
  instructorId: string;
  workingHours: readonly WorkingHoursLike[];
  submitting: boolean;
  onAdjust: (change: Partial<Omit<MoveRequest, 'item'>>) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const when = (start: Date, end: Date) =>
  `${format(start, 'EEE d MMM')}, ${format(start, 'HH:mm')}–${format(end, 'HH:mm')}`;

const issuesOf = ({ item, start, end }: MoveRequest) =>
  item.type === 'timeOff'
    ? timeOffMoveIssues({ start, end, allDay: item.allDay }, new Date())
    : lessonEditIssues({ start, end, travelTime: item.travelMinutes, test: item.test });

type Step = { label: string; text: string; change: (m: MoveRequest) => Pick<MoveRequest, 'start' | 'end'> };
const shift = (m: MoveRequest, by: (d: Date) => Date) => ({ start: by(m.start), end: by(m.end) });
/** Earlier and later by a day or a quarter hour, shorter and longer: the keyboard's way to move (issue 26 §2). */
const steps: Array<{ name: string; pair: [Step, Step]; timed: boolean }> = [
  {
    name: 'Day',
    timed: false,
    pair: [
      { label: 'Day earlier', text: 'Earlier', change: (m) => shift(m, (d) => addDays(d, -1)) },
      { label: 'Day later', text: 'Later', change: (m) => shift(m, (d) => addDays(d, 1)) },
    ],
  },
  {
    name: 'Time (15 min)',
    timed: true,
    pair: [
      { label: '15 min earlier', text: 'Earlier', change: (m) => shift(m, (d) => addMinutes(d, -15)) },
      { label: '15 min later', text: 'Later', change: (m) => shift(m, (d) => addMinutes(d, 15)) },
    ],
  },
  {
    name: 'Length (15 min)',
    timed: true,
    pair: [
      { label: '15 min shorter', text: 'Shorter', change: (m) => ({ start: m.start, end: addMinutes(m.end, -15) }) },
      { label: '15 min longer', text: 'Longer', change: (m) => ({ start: m.start, end: addMinutes(m.end, 15) }) },
    ],
  },
];

const Nudges = ({ move, disabled, onAdjust }: Pick<Props, 'move' | 'onAdjust'> & { disabled: boolean }) => (
  <Box
    role="group"
    aria-label="Adjust the new time"
    sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr 1fr', gap: 1, alignItems: 'center' }}
  >
    {steps
      .filter((step) => step.timed === false || !move.item.allDay)
      .map(({ name, pair }) => [
        <Typography key={name} variant="body2" sx={{ color: 'text.secondary' }}>
          {name}
        </Typography>,
        ...pair.map((step) => (
          <Button
            key={step.label}
            variant="outlined"
            size="small"
            disabled={disabled}
            onClick={() => onAdjust(step.change(move))}
            aria-label={step.label}
            sx={{ minHeight: 44 }}
          >
            {step.text}
          </Button>
        )),
      ])}
  </Box>
);

/**
 * Issue 26 §2: a dragged, resized or dialog-moved lesson or unavailable slot is not sent until the instructor has
 * seen what will change: from and to, the live availability check, the domain's rules (length, quarter hours, the
 * past) and, for a lesson, the working-hours warning. A repeating slot asks "this one or all following".
 * Earlier/later controls fine-tune the new time (and are the keyboard's way to move). Cancel puts the block back.
 */
export const MoveItemDialog = ({
  move,
  instructorId,
  workingHours,
  submitting,
  onAdjust,
  onConfirm,
  onCancel,
}: Props) => {
  const { item, start, end } = move;
  const lesson = item.type !== 'timeOff';
  const issues = issuesOf(move);
  const changed = start.getTime() !== item.start.getTime() || end.getTime() !== item.end.getTime();
  const check = useSlotCheck(
    issues.length === 0 && changed
      ? {
          instructorId,
          learnerId: lesson ? item.learnerId : null,
          lessonId: item.sourceId,
          start,
          end,
          travelTime: item.travelMinutes,
        }
      : null,
  );
  const hours = lesson ? checkWorkingHours({ start, end }, workingHours) : { outside: false, message: '' };
  const resize = start.getTime() === item.start.getTime() && changed;
  const verb = resize ? 'Change length' : lesson ? 'Move lesson' : 'Move unavailable time';
  const blocked = !changed || issues.length > 0 || check.state !== 'available';
  return (
    <ResponsiveDialog open title={verb} subtitle={item.title} onClose={onCancel} busy={submitting} maxWidth="xs">
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            From
          </Typography>
          <Typography component="dd" sx={[{ m: 0 }, changed && { textDecoration: 'line-through' }]}>
            {when(item.start, item.end)}
          </Typography>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            To
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} aria-live="polite">
            {when(start, end)}
          </Typography>
        </Box>
        <Nudges move={move} disabled={submitting} onAdjust={onAdjust} />
        {item.travelMinutes > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Travel ({item.travelMinutes} min) moves with it.
          </Typography>
        )}
        {!lesson && item.repeating && (
          <RadioGroup
            aria-label="Which slots move"
            value={move.series ? 'series' : 'one'}
            onChange={(e) => onAdjust({ series: e.target.value === 'series' })}
          >
            <FormControlLabel
              value="one"
              control={<Radio />}
              label={timeOffMessages.moveThisOne}
              sx={{ minHeight: 44 }}
            />
            <FormControlLabel
              value="series"
              control={<Radio />}
              label={timeOffMessages.moveAllFollowing}
              sx={{ minHeight: 44 }}
            />
          </RadioGroup>
        )}
        {move.series && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Every later slot of the series moves by the same amount. If any of them clashes, nothing moves.
          </Typography>
        )}
        {changed &&
          issues.map((issue) => (
            <Alert key={`${issue.path}-${issue.message}`} severity="error">
              {displayMessage(issue.message)}
            </Alert>
          ))}
        {check.state === 'checking' && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}
          >
            <CircularProgress size={16} /> Checking your calendar…
          </Box>
        )}
        {(check.state === 'conflict' || check.state === 'error') && <Alert severity="error">{check.message}</Alert>}
        {check.state === 'available' && (
          <Box role="status" sx={{ color: 'success.dark', fontSize: 14, fontWeight: 600 }}>
            This time is free.
          </Box>
        )}
        {hours.outside && <Alert severity="warning">{hours.message.replace(/ Book it anyway\?$/, '')}</Alert>}
      </DialogContent>
      <ConfirmActions>
        <Button onClick={onCancel} disabled={submitting} sx={{ mr: { sm: 'auto' }, minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={submitting || blocked} sx={{ minHeight: 44 }}>
          {submitting ? 'Saving…' : resize ? 'Save' : 'Move'}
        </Button>
      </ConfirmActions>
    </ResponsiveDialog>
  );
};
