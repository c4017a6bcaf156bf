import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { areaKindOf, canAddArea, areaMessages as m } from '@portal/domain/areas';
import { franchiseTabs, selectedFranchiseTab } from '@portal/domain/franchise';
import { PageShell } from '@portal/ui/page';
import { useNavigate } from 'react-router';
import { FranchiseTabs } from '../../../components/franchise-tabs/franchise-tabs.tsx';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useInstructorAreas } from '../api/use-instructor-areas.ts';
import { useSelectedFranchise } from '../hooks/use-selected-franchise.ts';
import { AreaCard } from './area-card.tsx';

export const ADD_AREA_PATH = '/settings/areas-and-prices/add';
const crumbs = [{ label: 'Home', to: '/home' }, { label: 'Areas & prices' }];

const AreasList = () => {
  const instructor = useSessionInstructor()!;
  const [franchiseId, select] = useSelectedFranchise();
  const areas = useInstructorAreas(instructor.id);
  const navigate = useNavigate();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tabs = franchiseTabs(instructor.propositions, { includeThirdParty: true });
  const tab = selectedFranchiseTab(tabs, franchiseId);
  const franchise = instructor.propositions.find((p) => p.id === tab?.id);
  const kind = franchise ? areaKindOf(franchise.proposition.type) : 'learner';
  const list = tab ? (areas.byFranchise.get(tab.id) ?? []) : [];
  const add = () => {
    if (!tab) return;
    select(tab.id);
    navigate(`${ADD_AREA_PATH}?franchise=${encodeURIComponent(tab.id)}`);
  };
  const canAdd = franchise && canAddArea(franchise.proposition.type);

  return (
    <PageShell
      title={m.pageTitle}
      breadcrumbs={crumbs}
      actions={
        canAdd && !isMobile ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={add} sx={{ minHeight: 44 }}>
            {m.addButton}
          </Button>
        ) : undefined
      }
    >
      <FranchiseTabs
        franchises={instructor.propositions}
        value={tab?.id}
        onChange={select}
        testIdPrefix="areas-covered-tab"
        includeThirdParty
        label="Franchises"
      />
      <Box sx={{ pt: 2, pb: 10 }}>
        {areas.error && !areas.loaded && (
          <Alert severity="error">We couldn't load your areas. Try again in a moment.</Alert>
        )}
        {!areas.loaded && !areas.error && <Skeleton variant="rounded" height={180} />}
        {areas.loaded && list.length === 0 && (
          <Alert severity="info">
            You don't cover any areas yet{canAdd ? `: use '${m.addButton}' to add one.` : '.'}
          </Alert>
        )}
        <Stack
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
          data-testid="area-cards"
        >
          {list.map((area) => (
            <AreaCard key={area.id} area={area} kind={kind} />
          ))}
        </Stack>
      </Box>
      {canAdd && isMobile && (
        <Fab
          color="primary"
          aria-label={m.addButton}
          onClick={add}
          sx={{ position: 'fixed', right: 16, bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
        >
          <AddIcon />
        </Fab>
      )}
    </PageShell>
  );
};

/** /settings/areas-and-prices: 'My areas covered' (spec 3 §2.7). */
export const AreasPage = () => (
  <PageAccessGate page="AreasCovered" title={m.pageTitle} breadcrumbs={crumbs}>
    <AreasList />
  </PageAccessGate>
);
