import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DAY_NAMES,
  isDayOn,
  minutesToTime,
  type PreferenceDay,
  toggleDay,
  WORKING_MINUTE_MAX,
  WORKING_MINUTE_MIN,
  WORKING_MINUTE_STEP,
} from '@portal/domain/preferences';
import { type Control, Controller } from 'react-hook-form';
import type { PreferencesValues } from '../hooks/preferences-values.ts';
import { PreferencesSection } from './preferences-section.tsx';

const DayRow = ({
  day,
  error,
  onChange,
}: {
  day: PreferenceDay;
  error: string | undefined;
  onChange: (day: PreferenceDay) => void;
}) => {
  const name = DAY_NAMES[day.dayNumber] ?? '';
  const on = isDayOn(day);
  const range = [day.startTime ?? 540, day.endTime ?? 1020];
  return (
    <Box data-testid={`working-day-${day.dayNumber}`} sx={{ py: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={on} onChange={(_e, checked) => onChange(toggleDay(day, checked))} />}
          label={name}
          sx={{ minHeight: 44, minWidth: 150 }}
        />
        <Typography variant="body2" color={on ? 'text.primary' : 'text.secondary'} aria-live="polite">
          {on ? `${minutesToTime(range[0]!)} - ${minutesToTime(range[1]!)}` : 'Day off'}
        </Typography>
      </Stack>
      {on && (
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={range}
            min={WORKING_MINUTE_MIN}
            max={WORKING_MINUTE_MAX}
            step={WORKING_MINUTE_STEP}
            disableSwap
            valueLabelDisplay="auto"
            valueLabelFormat={minutesToTime}
            getAriaLabel={(index) => `${name} ${index === 0 ? 'start' : 'end'}`}
            getAriaValueText={minutesToTime}
            onChange={(_e, value) => {
              const [startTime, endTime] = value as number[];
              onChange({ ...day, startTime: startTime!, endTime: endTime! });
            }}
            sx={{ py: 2.5 }}
          />
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};

/** "My working hours": a switch per day, Monday first, and a 01:00-23:00 range slider in 15-minute steps. */
export const WorkingHoursSection = ({ control }: { control: Control<PreferencesValues> }) => (
  <PreferencesSection title="My working hours">
    <Controller
      name="workingHours"
      control={control}
      render={({ field, fieldState }) => (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {field.value.map((day, index) => (
            <DayRow
              key={day.dayNumber}
              day={day}
              error={(fieldState.error as unknown as Array<{ message?: string }> | undefined)?.[index]?.message}
              onChange={(next) => field.onChange(field.value.map((d, i) => (i === index ? next : d)))}
            />
          ))}
        </Stack>
      )}
    />
  </PreferencesSection>
);
