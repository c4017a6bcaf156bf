import { Box, MenuItem, TextField } from '@mui/material';
import {
  type AddEventValues,
  displayMessage,
  REPEAT_CHOICES,
  REPEAT_COUNT_OPTIONS,
  REPEAT_LABELS,
  type RepeatChoice,
  TIME_OFF_REPEAT_LABELS,
} from '@portal/domain/calendar';
import { type Control, Controller, useWatch } from 'react-hook-form';

type Props = { control: Control<AddEventValues>; onRepeatChange: (repeat: RepeatChoice) => void };

/** Repeat labels: Daily/Weekly/Monthly for lessons, Every day/week/month for time off (spec 2 §9). */
const repeatLabel = (choice: RepeatChoice, isTimeOff: boolean): string =>
  isTimeOff && choice !== 'NO_REPEAT' ? TIME_OFF_REPEAT_LABELS[choice] : REPEAT_LABELS[choice];

/** Repeat choice and count (2 to 10); shown only with the hubcappReoccurringLessonsEnable flag. */
export const RepeatFields = ({ control, onRepeatChange }: Props) => {
  const [type, test, repeat] = useWatch({ control, name: ['type', 'test', 'repeat'] });
  const isTimeOff = type === 'UNAVAILABLE';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <Controller
        control={control}
        name="repeat"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Repeat"
            value={field.value}
            inputRef={field.ref}
            disabled={test === true}
            onChange={(e) => onRepeatChange(e.target.value as RepeatChoice)}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error
                ? displayMessage(fieldState.error.message ?? '')
                : test
                  ? 'A test lesson does not repeat'
                  : undefined
            }
          >
            {REPEAT_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice} sx={{ minHeight: 44 }}>
                {repeatLabel(choice, isTimeOff)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {repeat !== 'NO_REPEAT' && (
        <Controller
          control={control}
          name="repeatCount"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={isTimeOff ? 'Occurrences' : 'Number of lessons'}
              value={field.value ?? ''}
              inputRef={field.ref}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? displayMessage(fieldState.error.message ?? '') : undefined}
            >
              {REPEAT_COUNT_OPTIONS.map((n) => (
                <MenuItem key={n} value={n} sx={{ minHeight: 44 }}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </Box>
  );
};
