import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  CAPACITY_STEP,
  nextCapacityInput,
  PREFERENCE_TRAVEL_OPTIONS,
  preferenceMessages,
} from '@portal/domain/preferences';
import { type Control, Controller } from 'react-hook-form';
import type { PreferencesValues } from '../hooks/preferences-values.ts';
import { PreferencesSection } from './preferences-section.tsx';

type Props = {
  control: Control<PreferencesValues>;
  capacity: { current: number; locked: boolean } | null;
};

/** Travel time (15-60 in 15s; a saved 0 shows "Not set") and learner capacity (0-99; over 99 ignored). */
export const LessonPreferencesSection = ({ control, capacity }: Props) => (
  <PreferencesSection title="Lesson preferences">
    <Stack spacing={2.5} sx={{ maxWidth: 360 }}>
      <Controller
        name="travelTime"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Travel time between lessons"
            value={field.value}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ select: { renderValue: (v) => (v === 0 ? preferenceMessages.travelNotSet : `${v} minutes`) } }}
          >
            {field.value === 0 && (
              <MenuItem value={0} disabled>
                {preferenceMessages.travelNotSet}
              </MenuItem>
            )}
            {PREFERENCE_TRAVEL_OPTIONS.map((m) => (
              <MenuItem key={m} value={m} sx={{ minHeight: 44 }}>
                {m} minutes
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="learnerCapacity"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label="Learner capacity"
            type="number"
            value={field.value ?? ''}
            onChange={(e) => field.onChange(nextCapacityInput(e.target.value, field.value))}
            onBlur={field.onBlur}
            required
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'The most learners you can take (0 to 99)'}
            slotProps={{
              htmlInput: { min: CAPACITY_MIN, max: CAPACITY_MAX, step: CAPACITY_STEP, inputMode: 'numeric' },
            }}
          />
        )}
      />
      {capacity && (
        <Typography variant="body2" color="text.secondary" data-testid="capacity-current">
          {capacity.current === 1 ? '1 active learner' : `${capacity.current} active learners`}
          {capacity.locked ? '. Your capacity is locked by the office: no new learners for now.' : ''}
        </Typography>
      )}
    </Stack>
  </PreferencesSection>
);
