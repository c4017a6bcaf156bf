import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { type AddEventValues, displayMessage, isEndDateDisabled } from '@portal/domain/calendar';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { DateTimeField } from '../shared/date-time-field.tsx';

type Props = {
  control: Control<AddEventValues>;
  onStartChange: (value: Date | null) => void;
  onEndChange: (value: Date | null) => void;
  onAllDayChange: (allDay: boolean) => void;
};

const message = (error: { message?: string } | undefined) => (error ? displayMessage(error.message ?? '') : undefined);

/** Start and end (date and time, 15-minute steps) and, for unavailable slots, all day. */
export const EventTimeFields = ({ control, onStartChange, onEndChange, onAllDayChange }: Props) => {
  const [type, allDay, repeat] = useWatch({ control, name: ['type', 'allDay', 'repeat'] });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {type === 'UNAVAILABLE' && (
        <Controller
          control={control}
          name="allDay"
          render={({ field }) => (
            <FormControlLabel
              sx={{ minHeight: 44, mt: -1 }}
              control={<Checkbox checked={field.value} onChange={(e) => onAllDayChange(e.target.checked)} />}
              label="All day"
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="start"
        render={({ field, fieldState }) => (
          <DateTimeField
            dateLabel="Start date"
            timeLabel="Start time"
            value={field.value}
            onChange={onStartChange}
            error={message(fieldState.error)}
            hideTime={allDay}
            disablePast
          />
        )}
      />
      <Controller
        control={control}
        name="end"
        render={({ field, fieldState }) => (
          <DateTimeField
            dateLabel="End date"
            timeLabel="End time"
            value={field.value}
            onChange={onEndChange}
            error={message(fieldState.error)}
            hideTime={allDay}
            dateDisabled={isEndDateDisabled({ repeat })}
          />
        )}
      />
    </Box>
  );
};
