import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import { canAddLearners } from '@portal/domain/access';
import { useSnackbar } from '@portal/ui/feedback';
import { RouterLink } from '@portal/ui/layout';
import { PageShell } from '@portal/ui/page';
import { useMemo, useState } from 'react';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor, viewerOf } from '../../../lib/session/session-context.ts';
import { useApproveLearner } from '../api/use-approve-learner.ts';
import { useLearnersList } from '../api/use-learners-list.ts';
import { useRejectLearner } from '../api/use-reject-learner.ts';
import { defaultSort, learnerRows, type Sort } from './learner-rows.ts';
import { LearnersTable } from './learners-table.tsx';
import { PendingPanel } from './pending-panel.tsx';
import { tabsSx } from './tabs-sx.ts';

const crumbs = [{ label: 'Home', to: '/home' }, { label: 'Learners' }] as const;
const TITLE = 'Manage learners';

export const LearnersScreen = ({ instructorId, canAdd }: { instructorId: string; canAdd: boolean }) => {
  const { learners, error } = useLearnersList(instructorId);
  const reject = useRejectLearner(instructorId);
  const approve = useApproveLearner(instructorId);
  const { enqueueSnackbar } = useSnackbar();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [tab, setTab] = useState<'active' | 'inactive'>('active');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [page, setPage] = useState(1);
  const now = useMemo(() => new Date(), []);
  const visible = (learners ?? []).filter((learner) => !hidden.has(learner.id));
  const rows = useMemo(() => learnerRows(visible, { tab, search, sort }, now), [visible, tab, search, sort, now]);
  // Spec 3 §4: the learner leaves the list at once; back again if the server refuses.
  const handleReject = async (learnerId: string, reason: string) => {
    setHidden((current) => new Set([...current, learnerId]));
    const outcome = await reject(learnerId, reason);
    if (!outcome.ok) {
      setHidden((current) => new Set([...current].filter((id) => id !== learnerId)));
    }
    return outcome.ok;
  };
  // Issue 23 defect 1: an accepted learner leaves the pending panel and stays on the list, as approved.
  const handleAccept = async (learnerId: string) => {
    const outcome = await approve(learnerId);
    if (outcome.ok) setAccepted((current) => new Set([...current, learnerId]));
    else enqueueSnackbar(outcome.message, { variant: 'error' });
    return outcome.ok;
  };
  const add = canAdd ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to="/learners/add"
      sx={{ minHeight: 44 }}
    >
      New Learner
    </Button>
  ) : undefined;
  return (
    <PageShell title={TITLE} breadcrumbs={crumbs} actions={add}>
      {error && !learners && <Alert severity="error">We have a problem getting your learners.</Alert>}
      <PendingPanel
        learners={visible.filter((learner) => learner.pendingApproval && !accepted.has(learner.id))}
        onReject={handleReject}
        onAccept={handleAccept}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Tabs
          textColor="inherit"
          sx={tabsSx}
          value={tab}
          onChange={(_event, value) => {
            setTab(value);
            setPage(1);
          }}
          aria-label="Learner status"
        >
          <Tab value="active" label="Active" sx={{ minHeight: 48 }} />
          <Tab value="inactive" label="Inactive" sx={{ minHeight: 48 }} />
        </Tabs>
        <TextField
          label="Search for learners"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ width: '100%', maxWidth: 464, ml: { md: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        {learners && <LearnersTable rows={rows} page={page} onPage={setPage} sort={sort} onSort={setSort} now={now} />}
      </Box>
    </PageShell>
  );
};

/** /learners (spec 3 §2.1): Active instructors with a non-solo franchise. */
export const LearnersPage = () => {
  const instructor = useSessionInstructor();
  return (
    <PageAccessGate page="ViewLearners" title={TITLE} breadcrumbs={crumbs}>
      {instructor && <LearnersScreen instructorId={instructor.id} canAdd={canAddLearners(viewerOf(instructor))} />}
    </PageAccessGate>
  );
};
