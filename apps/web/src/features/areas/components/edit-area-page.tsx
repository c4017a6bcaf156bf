import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canEditArea, hasDiscounts } from '@portal/domain/areas';
import { franchiseTabs } from '@portal/domain/franchise';
import { PageShell } from '@portal/ui/page';
import { type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import type { AreaCoverageFragment } from '../../../gql/graphql.ts';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useCoverage } from '../api/use-coverage.ts';
import { AREAS_PATH } from '../hooks/use-add-area-flow.ts';
import { useEditArea } from '../hooks/use-edit-area.ts';
import { DeleteAreaDialog } from './delete-area-dialog.tsx';
import { DiscountList } from './discount-list.tsx';
import { DistrictPicker } from './district-picker.tsx';
import { EditActions } from './edit-actions.tsx';
import { PriceFields } from './price-fields.tsx';

const crumbs = [
  { label: 'Home', to: '/home' },
  { label: 'Areas & prices', to: '/settings/areas-and-prices' },
  { label: 'Edit an area' },
];

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const EditArea = ({ loaded, onSaved }: { loaded: AreaCoverageFragment; onSaved: () => void }) => {
  const instructor = useSessionInstructor()!;
  const edit = useEditArea(loaded, onSaved);
  const [deleting, setDeleting] = useState(false);
  const franchise = instructor.propositions.find((p) => p.id === loaded.lineItemKey);
  if (!franchise) return <Navigate to={AREAS_PATH} replace />;
  const type = franchise.proposition.type;
  const editable = canEditArea(type);
  const { region } = loaded;
  const tabs = franchiseTabs(instructor.propositions, { includeThirdParty: true });
  const label = tabs.find((t) => t.id === franchise.id)?.label ?? franchise.proposition.name;
  const form = { region, draft: edit.draft, onChange: edit.setDraft };

  return (
    <PageShell title={`Edit my ${region.regionCode} ${region.regionName} area for ${label}`} breadcrumbs={crumbs}>
      <UnsavedChangesPrompt when={edit.dirty && !edit.submitting} onSave={edit.save} canSave={edit.valid} />
      <Stack spacing={2} sx={{ pb: 4 }}>
        {!editable && <Alert severity="info">DIT areas are view only.</Alert>}
        {editable && (
          <Section title="Districts coverage">
            <DistrictPicker {...form} />
          </Section>
        )}
        {region.pricing.length > 0 && (
          <Section title="Prices">
            <PriceFields {...form} flow="edit" errors={edit.errors} readOnly={!editable} />
          </Section>
        )}
        {hasDiscounts(type) && region.discounts.length > 0 && (
          <Section title="Discounts">
            <DiscountList {...form} />
          </Section>
        )}
        {editable && (
          <EditActions
            dirty={edit.dirty}
            submitting={edit.submitting}
            valid={edit.valid}
            onDelete={() => setDeleting(true)}
            onDiscard={edit.discard}
            onSave={edit.saveAndLeave}
          />
        )}
      </Stack>
      <DeleteAreaDialog
        open={deleting}
        areaName={`${region.regionCode} ${region.regionName}`}
        onKeep={() => setDeleting(false)}
        onDelete={edit.deleteArea}
      />
    </PageShell>
  );
};

const EditAreaRoute = () => {
  const { id = '' } = useParams();
  const { coverage, error, reload } = useCoverage(id);
  if (error && !coverage) {
    return (
      <PageShell title="Edit an area" breadcrumbs={crumbs}>
        <Alert severity="error">{error.graphQLErrors[0]?.message ?? "We couldn't load this area."}</Alert>
      </PageShell>
    );
  }
  if (!coverage) return <Skeleton variant="rounded" height={320} />;
  return <EditArea key={coverage.id} loaded={coverage} onSaved={reload} />;
};

/** /settings/areas-and-prices/area/{id}: edit (or, for DIT, view) one area (spec 3 §2.7, §4). */
export const EditAreaPage = () => (
  <PageAccessGate page="ManageArea" title="Edit an area" breadcrumbs={crumbs}>
    <EditAreaRoute />
  </PageAccessGate>
);
