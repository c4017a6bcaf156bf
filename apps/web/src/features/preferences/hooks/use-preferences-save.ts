import { preferenceMessages } from '@portal/domain/preferences';
import { useSnackbar } from '@portal/ui/feedback';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useUpdateInstructorPreferences } from '../api/use-update-instructor-preferences.ts';
import { inputOf, type PreferencesValues } from './preferences-values.ts';

/**
 * Checks and saves the form; resolves true when saved (the form is then clean), false when a rule or the server
 * refused (the message shown) - as the unsaved-changes prompt's Save needs.
 */
export const usePreferencesSave = (
  form: UseFormReturn<PreferencesValues>,
  ids: { instructorId: string; franchiseId: string },
  onSaved: () => void,
) => {
  const update = useUpdateInstructorPreferences();
  const { enqueueSnackbar } = useSnackbar();
  const { handleSubmit, reset } = form;
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async (values) => {
            const outcome = await update(inputOf(values, ids));
            if (!outcome.ok) {
              enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
              resolve(false);
              return;
            }
            reset(values);
            enqueueSnackbar(preferenceMessages.saved, { variant: 'success', autoHideDuration: 2000 });
            onSaved();
            resolve(true);
          },
          () => resolve(false),
        )();
      }),
    [handleSubmit, update, ids, reset, enqueueSnackbar, onSaved],
  );
};
