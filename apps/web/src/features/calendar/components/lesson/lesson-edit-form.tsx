import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Switch,
} from '@mui/material';
import { displayMessage, type LessonEditValues, lessonEditIssues } from '@portal/domain/calendar';
import { useState } from 'react';
import type { LessonDetails } from '../../api/use-calendar-lesson.ts';
import type { LessonChange } from '../../api/use-change-lesson.ts';
import { type SlotCheck, useSlotCheck } from '../../hooks/use-slot-check.ts';
import { DateTimeField } from '../shared/date-time-field.tsx';
import { EndTimeField, TravelTimeSelect } from './lesson-edit-fields.tsx';
import { useLessonEditValues } from './use-lesson-edit-values.ts';

type Props = {
  lesson: LessonDetails;
  instructorId: string;
  submitting: boolean;
  onSave: (values: LessonChange) => void;
  onCancel: () => void;
};

const CheckStatus = ({ check }: { check: SlotCheck }) => {
  if (check.state === 'conflict' || check.state === 'error') return <Alert severity="error">{check.message}</Alert>;
  if (check.state === 'checking') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
        <CircularProgress size={16} /> Checking your calendar…
      </Box>
    );
  }
  if (check.state === 'available') {
    return (
      <Box role="status" sx={{ color: 'success.main', fontSize: 14, fontWeight: 600 }}>
        This time is free.
      </Box>
    );
  }
  return null;
};

/** Edit mode of the lesson modal: times, travel and test, checked live against the calendar (spec 2 §4, §5). */
export const LessonEditForm = ({ lesson, instructorId, submitting, onSave, onCancel }: Props) => {
  const edit = useLessonEditValues(lesson);
  const { values } = edit;
  const [saveTried, setSaveTried] = useState(false);
  const issues = lessonEditIssues(values);
  // Every message shows as the times are changed, the quarter-hour ones too (issue 8), or on Save.
  const showErrors = saveTried || edit.timesChanged;
  const errorOf = (field: keyof LessonEditValues) => {
    const issue = issues.find((i) => i.path === field);
    return showErrors && issue ? displayMessage(issue.message) : undefined;
  };
  const check = useSlotCheck(
    issues.length === 0 && edit.timesChanged
      ? {
          instructorId,
          learnerId: lesson.learner.id,
          lessonId: lesson.id,
          start: values.start!,
          end: values.end!,
          travelTime: values.travelTime,
        }
      : null,
  );
  const blocked = check.state === 'checking' || check.state === 'conflict' || check.state === 'error';

  const handleSave = () => {
    setSaveTried(true);
    if (issues.length > 0 || blocked) return;
    onSave({ start: values.start!, end: values.end!, travelTime: values.travelTime, test: values.test });
  };

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
        <Box sx={{ pt: 1 }}>
          <DateTimeField
            dateLabel="Date"
            timeLabel="Start time"
            value={values.start}
            onChange={edit.setStart}
            error={errorOf('start')}
          />
        </Box>
        <EndTimeField value={values.end} onChange={edit.setEnd} error={errorOf('end')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' }}>
          <TravelTimeSelect value={values.travelTime} onChange={edit.setTravelTime} />
          <FormControlLabel
            sx={{ minHeight: 44, ml: 0 }}
            control={<Switch checked={values.test} onChange={(e) => edit.setTest(e.target.checked)} />}
            label="Driving test"
          />
        </Box>
        <CheckStatus check={check} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={submitting || blocked || !edit.dirty || (showErrors && issues.length > 0)}
        >
          {submitting ? 'Saving…' : 'Save lesson'}
        </Button>
      </DialogActions>
    </>
  );
};
