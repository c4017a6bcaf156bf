import { Box, FormHelperText } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderMultiSectionDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';
import { isValid } from 'date-fns';
import { useId } from 'react';

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

/** A date and a time (15-minute steps) editing one Date; the error shows once, under the pair. */
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
  const handleDate = (picked: Date | null) => {
    if (!picked || !isValid(picked)) return onChange(picked);
    onChange(value && isValid(value) ? combine(picked, value) : picked);
  };
  const handleTime = (picked: Date | null) => {
    if (!picked || !isValid(picked)) return onChange(picked);
    onChange(value && isValid(value) ? combine(value, picked) : picked);
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
        value={value}
        onChange={handleDate}
        disabled={dateDisabled}
        disablePast={disablePast}
        format="dd/MM/yyyy"
        slotProps={{ textField: { error: Boolean(error), fullWidth: true } }}
      />
      {!hideTime && (
        <TimePicker
          label={timeLabel}
          value={value}
          onChange={handleTime}
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
