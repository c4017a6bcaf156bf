import { Autocomplete, Box, Chip, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import {
  type AddEventValues,
  bookingBalanceHours,
  displayMessage,
  prepaidHoursText,
  TRAVEL_TIME_OPTIONS,
} from '@portal/domain/calendar';
import { type Control, Controller } from 'react-hook-form';
import type { BookingLearner } from '../../api/use-calendar-learners.ts';

type Props = {
  control: Control<AddEventValues>;
  learners: readonly BookingLearner[];
  learnersLoading: boolean;
  onTestChange: (test: boolean) => void;
};

export const travelLabel = (minutes: number): string => (minutes === 0 ? 'None' : `${minutes} minutes`);

type LearnerProps = { control: Control<AddEventValues>; learners: readonly BookingLearner[]; loading: boolean };

/** The learner picker, each learner with their DIT, self-sourced and new tags and their pre-paid hours. */
const LearnerField = ({ control, learners, loading }: LearnerProps) => (
  <Controller
    control={control}
    name="learnerId"
    render={({ field, fieldState }) => (
      <Autocomplete
        options={learners}
        loading={loading}
        value={learners.find((l) => l.id === field.value) ?? null}
        onChange={(_, learner) => field.onChange(learner?.id ?? null)}
        getOptionLabel={(l) => l.name.fullName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText="No learners to display"
        renderOption={({ key, ...props }, learner) => (
          <Box component="li" key={key} {...props} sx={{ minHeight: 44, gap: 1, flexWrap: 'wrap' }}>
            <span>{learner.name.fullName}</span>
            {learner.customerType === 'DIT' && <Chip size="small" label="DIT" />}
            {learner.sourcedBy === 'Instructor' && <Chip size="small" variant="outlined" label="Self sourced" />}
            {!learner.approved && <Chip size="small" color="primary" variant="outlined" label="New" />}
            <Box component="span" sx={{ ml: 'auto', fontSize: 13, color: 'text.secondary' }}>
              {prepaidHoursText(bookingBalanceHours(learner))}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={field.ref}
            label="Learner"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? displayMessage(fieldState.error.message ?? '') : undefined}
          />
        )}
      />
    )}
  />
);

/** Learner, driving test and travel time: the parts of the form only a lesson has. */
export const LessonFields = ({ control, learners, learnersLoading, onTestChange }: Props) => (
  <>
    <LearnerField control={control} learners={learners} loading={learnersLoading} />
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' }}>
      <Controller
        control={control}
        name="travelTime"
        render={({ field }) => (
          <TextField
            select
            label="Travel time"
            value={field.value}
            onChange={(e) => field.onChange(Number(e.target.value))}
            inputRef={field.ref}
          >
            {TRAVEL_TIME_OPTIONS.map((minutes) => (
              <MenuItem key={minutes} value={minutes} sx={{ minHeight: 44 }}>
                {travelLabel(minutes)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="test"
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              sx={{ minHeight: 44, ml: 0 }}
              control={<Switch checked={field.value === true} onChange={(e) => onTestChange(e.target.checked)} />}
              label="Driving test"
            />
            {fieldState.error && (
              <Box sx={{ color: 'error.main', fontSize: 12 }}>{displayMessage(fieldState.error.message ?? '')}</Box>
            )}
          </Box>
        )}
      />
    </Box>
  </>
);
