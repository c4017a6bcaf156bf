import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useBeforeUnload, useNavigationBlocker } from './use-navigation-blocker.ts';

export type UnsavedChangesPromptProps = {
  /** True while the form has changes that are not saved. */
  when: boolean;
  /** Saves the form; resolves true when saved (then the user goes where they were going), false to stay. */
  onSave: () => Promise<boolean> | boolean;
  /** False while the form cannot be saved (invalid): Save is then disabled and only Discard can leave. */
  canSave?: boolean;
};

/** 44px: a target a thumb hits (WCAG 2.5.5); full width and stacked on a phone. */
const actionSx = { minHeight: 44, minWidth: 120, flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;
const actionsSx = { flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } } };

/**
 * The unsaved-changes prompt (spec 2 §2, spec 3 §4): leaving a form with changes - by a link, the back button or
 * navigate() - asks to save or discard first, and discarding asks once more. Reloading or closing the tab gets the
 * browser's own prompt. Put it inside the form's page: `<UnsavedChangesPrompt when={isDirty} onSave={save} />`.
 */
export const UnsavedChangesPrompt = ({ when, onSave, canSave = true }: UnsavedChangesPromptProps) => {
  const blocker = useNavigationBlocker(when);
  useBeforeUnload(when);
  const [step, setStep] = useState<'ask' | 'confirm-discard'>('ask');
  const [saving, setSaving] = useState(false);
  const open = blocker.state === 'blocked';

  const stay = () => {
    setStep('ask');
    blocker.reset();
  };
  const leave = () => {
    setStep('ask');
    blocker.proceed();
  };
  const handleSave = async () => {
    setSaving(true);
    try {
      if (await onSave()) leave();
      else stay();
    } catch {
      stay();
    } finally {
      setSaving(false);
    }
  };

  if (step === 'confirm-discard') {
    return (
      <Dialog open={open} onClose={stay} aria-labelledby="discard-changes-title" fullWidth maxWidth="xs">
        <DialogTitle id="discard-changes-title">Discard changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your changes will be lost. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions sx={actionsSx}>
          <Button onClick={() => setStep('ask')} sx={actionSx}>
            Keep editing
          </Button>
          <Button onClick={leave} color="error" variant="contained" sx={actionSx}>
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={stay} aria-labelledby="unsaved-changes-title" fullWidth maxWidth="xs">
      <DialogTitle id="unsaved-changes-title">You have unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText>Do you want to save your changes before you leave this page?</DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <Button onClick={stay} disabled={saving} sx={actionSx}>
          Stay on page
        </Button>
        <Button onClick={() => setStep('confirm-discard')} disabled={saving} color="error" sx={actionSx}>
          Discard
        </Button>
        <Button onClick={handleSave} disabled={!canSave || saving} variant="contained" sx={actionSx}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
