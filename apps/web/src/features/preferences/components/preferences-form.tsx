import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import type { PreferencesData } from '../api/use-preferences.ts';
import { type PreferencesValues, preferencesResolver, valuesOf } from '../hooks/preferences-values.ts';
import { usePreferencesSave } from '../hooks/use-preferences-save.ts';
import { LessonPreferencesSection } from './lesson-preferences-section.tsx';
import { LessonTypesSection } from './lesson-types-section.tsx';
import { TestCentresSection } from './test-centres-section.tsx';
import { WorkingHoursSection } from './working-hours-section.tsx';

/** Save and discard, kept in reach of a thumb at the bottom of the screen. */
const FormActions = ({ dirty, busy, onDiscard }: { dirty: boolean; busy: boolean; onDiscard: () => void }) => (
  <Stack
    direction="row"
    spacing={1.5}
    sx={{
      position: 'sticky',
      bottom: 0,
      mt: 2,
      py: 1.5,
      bgcolor: 'background.default',
      justifyContent: { xs: 'stretch', sm: 'flex-end' },
      zIndex: 1,
    }}
  >
    <Button
      variant="outlined"
      disabled={!dirty || busy}
      onClick={onDiscard}
      sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
    >
      Discard
    </Button>
    <Button
      type="submit"
      variant="contained"
      disabled={!dirty || busy}
      sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
    >
      Save
    </Button>
  </Stack>
);

type Props = {
  instructorId: string;
  franchiseId: string;
  data: PreferencesData;
  onSaved: () => void;
  /** Told when the form gains or loses unsaved changes (the page asks before switching franchise). */
  onDirtyChange: (dirty: boolean) => void;
};

/** One franchise's preferences: lesson types, travel and capacity, working hours, test centres; save or discard. */
export const PreferencesForm = ({ instructorId, franchiseId, data, onSaved, onDirtyChange }: Props) => {
  const ids = useMemo(() => ({ instructorId, franchiseId }), [instructorId, franchiseId]);
  const saved = useMemo(() => valuesOf(data, franchiseId), [data, franchiseId]);
  const form = useForm<PreferencesValues>({
    defaultValues: saved,
    resolver: preferencesResolver(ids),
    mode: 'onChange',
  });
  const { control, formState, reset } = form;
  const save = usePreferencesSave(form, ids, onSaved);
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const fixed = data.lessonTypes.filter((t) => t.propositionAllocationId === franchiseId && !t.toggleable);
  const capacity = data.learnerCapacity.find((c) => c.lineItemKey === franchiseId) ?? null;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Preferences"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <UnsavedChangesPrompt when={formState.isDirty} onSave={save} canSave={formState.isValid} />
      <Stack spacing={2}>
        <LessonTypesSection control={control} fixed={fixed} />
        <LessonPreferencesSection control={control} capacity={capacity} />
        <WorkingHoursSection control={control} />
        <TestCentresSection control={control} />
      </Stack>
      <FormActions dirty={formState.isDirty} busy={formState.isSubmitting} onDiscard={() => reset(saved)} />
    </Box>
  );
};
