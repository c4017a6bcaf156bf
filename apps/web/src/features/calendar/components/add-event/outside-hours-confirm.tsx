import { Alert, Button, DialogContent } from '@mui/material';
import { workingHoursMessages as m } from '@portal/domain/calendar';
import { ConfirmActions } from '../confirm-actions.tsx';

type Props = { message: string; submitting: boolean; onConfirm: () => void; onBack: () => void };

/** Issue 23 defect 7: a lesson outside the working hours is said so before booking; the instructor may still book. */
export const OutsideHoursConfirm = ({ message, submitting, onConfirm, onBack }: Props) => (
  <>
    <DialogContent sx={{ pt: 1 }}>
      <Alert severity="warning">{message}</Alert>
    </DialogContent>
    <ConfirmActions>
      <Button onClick={onBack} disabled={submitting} sx={{ mr: { sm: 'auto' }, minHeight: 44 }}>
        {m.change}
      </Button>
      <Button variant="contained" disabled={submitting} onClick={onConfirm} sx={{ minHeight: 44 }}>
        {m.confirm}
      </Button>
    </ConfirmActions>
  </>
);
