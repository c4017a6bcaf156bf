import { Box, FormHelperText } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderMultiSectionDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';
import { isValid } from 'date-fns';
import { useId, useState } from 'react';

type Props = {
  dateLabel: string;
  timeLabel: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error?: string | undefined;
  dateDisabled?: boolean;
  hideTime?: boolean;
  disablePast?: boolean;
};

/** Puts the date part of one value with the time part of another. */
export const combine = (datePart: Date, timePart: Date): Date => {
  const next = new Date(datePart);
  next.setHours(timePart.getHours(), timePart.getMinutes(), 0, 0);
  return next;
};

const timeRenderers = {
  hours: renderMultiSectionDigitalClockTimeView,
  minutes: renderMultiSectionDigitalClockTimeView,
};

type Parts = { date: Date | null; time: Date | null };

const sameValue = (a: Date | null, b: Date | null) =>
  a === b || (a !== null && b !== null && Object.is(a.getTime(), b.getTime()));

/**
 * The one value the two parts make: null while a part is empty, an invalid date while a part is half typed,
 * else the date with the time (or the date alone when the time is hidden).
 */
const joinParts = ({ date, time }: Parts, hideTime: boolean | undefined): Date | null => {
  if (date === null || (!hideTime && time === null)) return null;
  if (!isValid(date)) return date;
  if (hideTime) return time && isValid(time) ? combine(date, time) : date;
  return time && isValid(time) ? combine(date, time) : time;
};

/**
 * A date and a time (15-minute steps) editing one Date; the error shows once, under the pair. Each part keeps
 * what was typed in it, so clearing the time leaves the date (issue 8); a value set from outside (the end
 * following the start) shows in both.
 */
export const DateTimeField = ({
  dateLabel,
  timeLabel,
  value,
  onChange,
  error,
  dateDisabled,
  hideTime,
  disablePast,
}: Props) => {
  const [parts, setParts] = useState<Parts>({ date: value, time: value });
  const [seen, setSeen] = useState<Date | null>(value);
  if (!sameValue(value, seen)) {
    setSeen(value);
    setParts({ date: value, time: value });
  }
  const change = (next: Parts) => {
    const combined = joinParts(next, hideTime);
    setParts(next);
    setSeen(combined);
    onChange(combined);
  };
  const errorId = useId();
  return (
    <Box
      role="group"
      aria-label={hideTime ? dateLabel : `${dateLabel} and ${timeLabel.toLowerCase()}`}
      aria-describedby={error ? errorId : undefined}
      sx={{ display: 'grid', gridTemplateColumns: hideTime ? '1fr' : '1.25fr 1fr', columnGap: 1.5 }}
    >
      <DatePicker
        label={dateLabel}
        value={parts.date}
        onChange={(date) => change({ ...parts, date })}
        disabled={dateDisabled}
        disablePast={disablePast}
        format="dd/MM/yyyy"
        slotProps={{ textField: { error: Boolean(error), fullWidth: true } }}
      />
      {!hideTime && (
        <TimePicker
          label={timeLabel}
          value={parts.time}
          onChange={(time) => change({ ...parts, time })}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          views={['hours', 'minutes']}
          viewRenderers={timeRenderers}
          slotProps={{ textField: { error: Boolean(error), fullWidth: true } }}
        />
      )}
      {error && (
        <FormHelperText id={errorId} error sx={{ gridColumn: '1 / -1', mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
};
