import { type AddAreaStage, areaMessages as m, stageAfterRegion } from '@portal/domain/areas';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AreaRegionFragment } from '../../../gql/graphql.ts';
import { useCreateAreaCoverage } from '../api/use-create-area-coverage.ts';
import { type AreaDraft, draftInput, newDraft, priceErrors } from './area-draft.ts';

export const AREAS_PATH = '/settings/areas-and-prices/';

/** The add-area flow's state (spec 3 §4): stage, search text, chosen region and the draft. */
export const useAddAreaFlow = () => {
  const [stage, setStage] = useState<AddAreaStage>(1);
  const [term, setTerm] = useState('');
  const [region, setRegion] = useState<AreaRegionFragment | null>(null);
  const [draft, setDraft] = useState<AreaDraft | null>(null);
  /** A region moves on to stage 2; a region with an empty id goes back to the search. */
  const choose = (chosen: AreaRegionFragment | null) => {
    const next = stageAfterRegion(chosen?.id);
    setRegion(next === 2 ? chosen : null);
    setDraft(next === 2 && chosen ? newDraft(chosen) : null);
    setStage(next);
  };
  /** Back to stage 1 with the search cleared. */
  const discard = () => {
    setStage(1);
    setTerm('');
    setRegion(null);
    setDraft(null);
  };
  return { stage, setStage, term, setTerm, region, draft, setDraft, choose, discard };
};

/** Saves the new area: 'Information missing' with a price error, 'Error saving area' on failure, else the list. */
export const useSaveNewArea = (instructorId: string, franchiseId: string) => {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateAreaCoverage();
  const [saving, setSaving] = useState(false);
  const toast = (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: 2000 });
  const save = async (region: AreaRegionFragment, draft: AreaDraft) => {
    if (Object.keys(priceErrors(draft, region, 'add')).length > 0) return toast(m.informationMissing);
    setSaving(true);
    const outcome = await create({
      instructorId,
      lineItemKey: franchiseId,
      regionCodeKey: region.id,
      ...draftInput(draft, region, 'add'),
    });
    setSaving(false);
    if (!outcome.ok) return toast(m.saveFailed);
    navigate(AREAS_PATH);
  };
  return { save, saving };
};
