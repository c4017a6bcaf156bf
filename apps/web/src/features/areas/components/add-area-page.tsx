import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import {
  type AddAreaStage,
  areaKindOf,
  canAddArea,
  canGoNext,
  hasDiscounts,
  isLastStage,
  areaMessages as m,
  nextStage,
} from '@portal/domain/areas';
import { franchiseTabs, selectedFranchiseTab } from '@portal/domain/franchise';
import { PageShell } from '@portal/ui/page';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { priceErrors } from '../hooks/area-draft.ts';
import { AREAS_PATH, useAddAreaFlow, useSaveNewArea } from '../hooks/use-add-area-flow.ts';
import { useSelectedFranchise } from '../hooks/use-selected-franchise.ts';
import { DiscountList } from './discount-list.tsx';
import { DistrictPicker } from './district-picker.tsx';
import { PriceFields } from './price-fields.tsx';
import { RegionSearch } from './region-search.tsx';
import { StageActions } from './stage-actions.tsx';

export { AREAS_PATH };

const crumbs = [
  { label: 'Home', to: '/home' },
  { label: 'Areas & prices', to: '/settings/areas-and-prices' },
  { label: 'Add an area' },
];

/** A stage fades in over 500 ms and scrolls into view (spec 3 §2.7). */
const StageSection = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  return (
    <Fade in timeout={500}>
      <Box component="section" ref={ref} sx={{ pt: 3, scrollMarginTop: 80 }} aria-label={heading}>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
        {children}
      </Box>
    </Fade>
  );
};

const AddArea = ({ franchiseId }: { franchiseId: string }) => {
  const instructor = useSessionInstructor()!;
  const franchise = instructor.propositions.find((p) => p.id === franchiseId);
  const flow = useAddAreaFlow();
  const { save, saving } = useSaveNewArea(instructor.id, franchiseId);
  if (!franchise || !canAddArea(franchise.proposition.type)) return <Navigate to={AREAS_PATH} replace />;
  const { stage, region, draft } = flow;
  const type = franchise.proposition.type;
  const kind = areaKindOf(type);
  const ctx = {
    motability: kind === 'motability',
    discountCount: hasDiscounts(type) ? (region?.discounts.length ?? 0) : 0,
  };
  const areaName = region ? `${region.regionCode} ${region.regionName}` : '';
  const errors = region && draft ? priceErrors(draft, region, 'add') : {};
  const actions = (forStage: AddAreaStage) =>
    stage === forStage &&
    region &&
    draft && (
      <StageActions
        last={isLastStage(forStage, ctx)}
        canNext={canGoNext(forStage, ctx)}
        nextDisabled={forStage === 2 && draft.districts.size === 0}
        saving={saving}
        onNext={() => flow.setStage(nextStage(forStage, ctx))}
        onDiscard={flow.discard}
        onSave={() => save(region, draft)}
      />
    );
  const stageProps = region && draft ? { region, draft, onChange: flow.setDraft } : null;

  return (
    <PageShell title={`Add a new ${kind} area`} breadcrumbs={crumbs}>
      <RegionSearch
        franchiseId={franchiseId}
        value={region}
        onChange={flow.choose}
        inputValue={flow.term}
        onInputChange={flow.setTerm}
      />
      {stageProps && stage >= 2 && (
        <StageSection heading={m.defineArea}>
          <DistrictPicker {...stageProps} />
          {actions(2)}
        </StageSection>
      )}
      {stageProps && stage >= 3 && (
        <StageSection heading={m.setPrices(areaName)}>
          <PriceFields {...stageProps} flow="add" errors={errors} readOnly={ctx.motability} />
          {actions(3)}
        </StageSection>
      )}
      {stageProps && stage >= 4 && (
        <StageSection heading={m.decideDiscounts(areaName)}>
          <DiscountList {...stageProps} />
          {actions(4)}
        </StageSection>
      )}
    </PageShell>
  );
};

/**
 * The franchise to add to: the one the link names (the list's button puts it there, so a reload keeps it), else
 * the one chosen on the list in this tab, else the list's first tab - a deep link opens as the list would.
 */
const AddAreaRoute = () => {
  const instructor = useSessionInstructor()!;
  const [params] = useSearchParams();
  const [chosen] = useSelectedFranchise();
  const tabs = franchiseTabs(instructor.propositions, { includeThirdParty: true });
  const franchiseId = params.get('franchise') ?? selectedFranchiseTab(tabs, chosen)?.id;
  if (!franchiseId) return <Navigate to={AREAS_PATH} replace />;
  return <AddArea franchiseId={franchiseId} />;
};

/** /settings/areas-and-prices/add: the staged flow (spec 3 §2.7, §4); needs a selected franchise. */
export const AddAreaPage = () => (
  <PageAccessGate page="AddANewArea" title="Add a new area" breadcrumbs={crumbs}>
    <AddAreaRoute />
  </PageAccessGate>
);
