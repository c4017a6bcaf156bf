import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { areaMessages as m } from '@portal/domain/areas';

const buttonSx = { minHeight: 44, minWidth: 120 } as const;

type Props = {
  last: boolean;
  canNext: boolean;
  nextDisabled: boolean;
  saving: boolean;
  onNext: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/** A stage's buttons: NEXT, or on the last stage DISCARD and 'SAVE YOUR NEW AREA' (full width on a phone). */
export const StageActions = ({ last, canNext, nextDisabled, saving, onNext, onDiscard, onSave }: Props) => (
  <Stack direction="row" spacing={1.5} sx={{ pt: 2 }}>
    {last ? (
      <>
        <Button variant="outlined" onClick={onDiscard} sx={{ ...buttonSx, flex: { xs: 1, sm: 'none' } }}>
          DISCARD
        </Button>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={saving}
          sx={{ ...buttonSx, flex: { xs: 2, sm: 'none' } }}
        >
          {m.saveNewArea}
        </Button>
      </>
    ) : (
      canNext && (
        <Button
          variant="contained"
          onClick={onNext}
          disabled={nextDisabled}
          sx={{ ...buttonSx, flex: { xs: 1, sm: 'none' } }}
        >
          NEXT
        </Button>
      )
    )}
  </Stack>
);
