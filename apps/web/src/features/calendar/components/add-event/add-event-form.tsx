import { Box, Button, DialogActions, DialogContent, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type AddEventValues, displayMessage, type EventType, NOTES_MAX_LENGTH } from '@portal/domain/calendar';
import { Controller, useWatch } from 'react-hook-form';
import type { BookingLearner } from '../../api/use-calendar-learners.ts';
import { toggleSx } from '../shared/toggle-sx.ts';
import { EventTimeFields } from './event-time-fields.tsx';
import { LessonFields } from './lesson-fields.tsx';
import { PrepaidOutcome } from './prepaid-outcome.tsx';
import { RepeatFields } from './repeat-fields.tsx';
import { useAddEventForm } from './use-add-event-form.ts';

type Props = {
  defaultValues: AddEventValues;
  learners: readonly BookingLearner[];
  learnersLoading: boolean;
  showRepeat: boolean;
  submitting: boolean;
  onSubmit: (values: AddEventValues) => unknown;
  onCancel: () => void;
  /** "Offer this slot" (issue 27 §3): the form's time, offered to learners instead of booked. */
  onOffer?: (slot: { start: Date; end: Date }) => void;
};

const submitLabel = (type: EventType | null, repeating: boolean): string => {
  if (type === 'UNAVAILABLE') return repeating ? 'Add unavailable slots' : 'Add unavailable slot';
  return repeating ? 'Check availability' : 'Book lesson';
};

/** The add-event form: type, lesson details, times, repeat (behind the flag) and notes. */
export const AddEventForm = ({ defaultValues, learners, learnersLoading, showRepeat, submitting, ...props }: Props) => {
  const api = useAddEventForm(defaultValues);
  const { control, handleSubmit } = api.form;
  const [type, repeat, start, end, allDay] = useWatch({ control, name: ['type', 'repeat', 'start', 'end', 'allDay'] });
  const offer = props.onOffer && type === 'LESSON' && !allDay && start && end ? { start, end } : null;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(props.onSubmit)} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={field.value}
              aria-label="Event type"
              onChange={(_, value: EventType | null) => value && api.handleTypeChange(value)}
              sx={{ mt: 1 }}
            >
              <ToggleButton value="LESSON" sx={toggleSx}>
                Lesson
              </ToggleButton>
              <ToggleButton value="UNAVAILABLE" sx={toggleSx}>
                Unavailable
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {type === 'LESSON' && (
          <LessonFields
            control={control}
            learners={learners}
            learnersLoading={learnersLoading}
            onTestChange={api.handleTestChange}
          />
        )}
        <EventTimeFields
          control={control}
          onStartChange={api.handleStartChange}
          onEndChange={api.handleEndChange}
          onAllDayChange={api.handleAllDayChange}
        />
        {showRepeat && <RepeatFields control={control} onRepeatChange={api.handleRepeatChange} />}
        <PrepaidOutcome control={control} learners={learners} showRepeat={showRepeat} />
        <Controller
          control={control}
          name="notes"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Notes"
              multiline
              minRows={2}
              maxRows={6}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error
                  ? displayMessage(fieldState.error.message ?? '')
                  : `${field.value.length}/${NOTES_MAX_LENGTH}`
              }
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {offer && (
          <Button onClick={() => props.onOffer?.(offer)} disabled={submitting} sx={{ mr: 'auto' }}>
            Offer this slot
          </Button>
        )}
        <Button onClick={props.onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel(type, showRepeat && repeat !== 'NO_REPEAT')}
        </Button>
      </DialogActions>
    </Box>
  );
};
