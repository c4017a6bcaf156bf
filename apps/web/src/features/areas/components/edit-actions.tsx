import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { areaMessages as m } from '@portal/domain/areas';

type Props = {
  dirty: boolean;
  submitting: boolean;
  valid: boolean;
  onDelete: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/** 'Delete this area' (blocked while there are unsaved changes), DISCARD and SAVE (only when dirty and valid). */
export const EditActions = ({ dirty, submitting, valid, onDelete, onDiscard, onSave }: Props) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
    <div>
      <Button
        color="error"
        variant="contained"
        onClick={onDelete}
        disabled={dirty}
        sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
      >
        {m.deleteArea}
      </Button>
      {dirty && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Save or discard your changes before deleting this area.
        </Typography>
      )}
    </div>
    <Stack direction="row" spacing={1.5}>
      <Button variant="outlined" onClick={onDiscard} disabled={!dirty || submitting} sx={{ minHeight: 44, flex: 1 }}>
        DISCARD
      </Button>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={!dirty || submitting || !valid}
        sx={{ minHeight: 44, flex: 2 }}
      >
        SAVE
      </Button>
    </Stack>
  </Stack>
);
