import { Box, Tab, Tabs } from '@mui/material';
import { hasProgress, learnerMessages } from '@portal/domain/learners';
import { useSnackbar } from '@portal/ui/feedback';
import { PageShell } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundMessage } from '../../../components/errors/not-found-message.tsx';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useLearnerDetails } from '../api/use-learner-details.ts';
import { LearnerDetailsTab } from './learner-details-tab.tsx';
import { LessonHistoryTab } from './lesson-history-tab.tsx';
import { PendingLearnerActions } from './pending-learner-actions.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { tabsSx } from './tabs-sx.ts';

type TabKey = 'details' | 'lessons' | 'progress';
const baseCrumbs = [
  { label: 'Home', to: '/home' },
  { label: 'Learners', to: '/learners' },
];

const LearnerScreen = ({ learnerId }: { learnerId: string }) => {
  const { learner, fetching, error, refetch } = useLearnerDetails(learnerId);
  const instructor = useSessionInstructor();
  const [tab, setTab] = useState<TabKey>('details');
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const noAddress = learner !== null && !learner.pickupAddress && !learner.address;
  useEffect(() => {
    if (!noAddress) return;
    const key = enqueueSnackbar(learnerMessages.noActiveAddress, { variant: 'error', autoHideDuration: 2000 });
    return () => closeSnackbar(key);
  }, [noAddress, enqueueSnackbar, closeSnackbar]);
  if (!learner && error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND')) return <NotFoundMessage />;
  const title = learner ? `${learner.name.firstName} ${learner.name.lastName}'s details` : 'Learner details';
  const showProgress = !fetching && learner !== null && hasProgress(learner.customerType);
  return (
    <PageShell title={title} breadcrumbs={[...baseCrumbs, { label: learner?.name.fullName ?? 'Learner' }]}>
      {learner?.pendingApproval && instructor && (
        <PendingLearnerActions
          instructorId={instructor.id}
          learner={learner}
          onAccepted={() => refetch({ requestPolicy: 'network-only' })}
        />
      )}
      <Tabs
        textColor="inherit"
        value={tab === 'progress' && !showProgress ? 'details' : tab}
        onChange={(_event, value) => setTab(value)}
        variant="scrollable"
        aria-label="Learner sections"
        sx={{ ...tabsSx, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="details" label="Details" sx={{ minHeight: 48 }} />
        <Tab value="lessons" label="Lesson History" sx={{ minHeight: 48 }} />
        {showProgress && <Tab value="progress" label="Progress" sx={{ minHeight: 48 }} />}
      </Tabs>
      <Box>
        {tab === 'details' && learner && (
          <LearnerDetailsTab learner={learner} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
        )}
        {tab === 'lessons' && <LessonHistoryTab learnerId={learnerId} learnerName={learner?.name.fullName ?? ''} />}
        {tab === 'progress' && showProgress && <ProgressTab learnerId={learnerId} />}
      </Box>
    </PageShell>
  );
};

/** /learners/{id} (spec 3 §2.3). */
export const LearnerPage = () => {
  const { learnerId = '' } = useParams();
  return (
    <PageAccessGate page="ViewLearner" title="Learner details" breadcrumbs={baseCrumbs}>
      <LearnerScreen key={learnerId} learnerId={learnerId} />
    </PageAccessGate>
  );
};
