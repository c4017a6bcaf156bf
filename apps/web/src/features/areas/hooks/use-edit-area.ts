import { useSnackbar } from '@portal/ui/feedback';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AreaCoverageFragment } from '../../../gql/graphql.ts';
import { useDeleteAreaCoverage } from '../api/use-delete-area-coverage.ts';
import { useUpdateAreaCoverage } from '../api/use-update-area-coverage.ts';
import { type AreaDraft, draftInput, draftOf, isSameDraft, priceErrors } from './area-draft.ts';
import { AREAS_PATH } from './use-add-area-flow.ts';

/**
 * The edit page's state (spec 3 §4): the draft against the loaded area (dirty on any change; discard restores the
 * loaded state), save (submitting, then back to the list) and delete.
 */
export const useEditArea = (loaded: AreaCoverageFragment, onSaved: () => void) => {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAreaCoverage();
  const remove = useDeleteAreaCoverage();
  const initial = useMemo(() => draftOf(loaded), [loaded]);
  const [draft, setDraft] = useState<AreaDraft>(initial);
  const [submitting, setSubmitting] = useState(false);
  const toast = (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: 2000 });
  const errors = priceErrors(draft, loaded.region, 'edit');

  const save = async (): Promise<boolean> => {
    setSubmitting(true);
    const outcome = await update({ lineItemCoverageId: loaded.id, ...draftInput(draft, loaded.region, 'edit') });
    setSubmitting(false);
    if (!outcome.ok) {
      toast(outcome.message);
      return false;
    }
    setDraft(draftOf(outcome.value));
    onSaved();
    return true;
  };
  const saveAndLeave = async () => {
    if (await save()) navigate(AREAS_PATH);
  };
  const deleteArea = async () => {
    const outcome = await remove(loaded.id);
    if (outcome.ok) navigate(AREAS_PATH);
    else toast(outcome.message);
  };
  return {
    draft,
    setDraft,
    errors,
    dirty: !isSameDraft(draft, initial),
    valid: Object.keys(errors).length === 0 && draft.districts.size > 0,
    submitting,
    save,
    saveAndLeave,
    discard: () => setDraft(initial),
    deleteArea,
  };
};
