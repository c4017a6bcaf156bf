import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { workingHoursMessages as m } from '@portal/domain/calendar';

type Props = { message: string; submitting: boolean; onConfirm: () => void; onBack: () => void };

/** Issue 23 defect 7: a lesson outside the working hours is said so before booking; the instructor may still book. */
export const OutsideHoursConfirm = ({ message, submitting, onConfirm, onBack }: Props) => (
  <>
    <DialogContent sx={{ pt: 1 }}>
      <Alert severity="warning">{message}</Alert>
    </DialogContent>
    <DialogActions
      sx={{
        px: 3,
        pb: 2.5,
        gap: 1,
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
      }}
    >
      <Button onClick={onBack} disabled={submitting} sx={{ mr: { sm: 'auto' }, minHeight: 44 }}>
        {m.change}
      </Button>
      <Button variant="contained" disabled={submitting} onClick={onConfirm} sx={{ minHeight: 44 }}>
        {m.confirm}
      </Button>
    </DialogActions>
  </>
);
