import { MenuItem, TextField } from '@mui/material';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderMultiSectionDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';
import { TRAVEL_TIME_OPTIONS } from '@portal/domain/calendar';
import { isValid } from 'date-fns';
import { travelLabel } from '../add-event/lesson-fields.tsx';
import { combine } from '../shared/date-time-field.tsx';

const renderers = { hours: renderMultiSectionDigitalClockTimeView, minutes: renderMultiSectionDigitalClockTimeView };

type EndProps = { value: Date | null; onChange: (value: Date | null) => void; error: string | undefined };

/** The end time; the end stays on the lesson's day. */
export const EndTimeField = ({ value, onChange, error }: EndProps) => (
  <TimePicker
    label="End time"
    value={value}
    onChange={(picked) => onChange(picked && isValid(picked) && value ? combine(value, picked) : picked)}
    ampm={false}
    timeSteps={{ minutes: 15 }}
    views={['hours', 'minutes']}
    viewRenderers={renderers}
    slotProps={{ textField: { error: Boolean(error), helperText: error, fullWidth: true } }}
  />
);

type TravelProps = { value: number; onChange: (minutes: number) => void };

export const TravelTimeSelect = ({ value, onChange }: TravelProps) => (
  <TextField select label="Travel time" value={value} onChange={(e) => onChange(Number(e.target.value))}>
    {TRAVEL_TIME_OPTIONS.map((minutes) => (
      <MenuItem key={minutes} value={minutes} sx={{ minHeight: 44 }}>
        {travelLabel(minutes)}
      </MenuItem>
    ))}
  </TextField>
);
