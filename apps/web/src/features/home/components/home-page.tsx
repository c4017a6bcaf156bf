import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type FeatureFlags, type PageKind, pageAccess, type Viewer } from '@portal/domain/access';
import { greeting, homeSubtitle, type ReminderCounts } from '@portal/domain/home';
import { formatPence } from '@portal/domain/money';
import { PageShell } from '@portal/ui/page';
import { useDeferredValue, useState } from 'react';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { failureMessage } from '../../../lib/error-messages.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { useSessionInstructor, viewerOf } from '../../../lib/session/session-context.ts';
import { type HomeCards, useHomeDashboard } from '../api/use-home-dashboard.ts';
import { ArrearsCard } from './arrears-card.tsx';
import { FirstStepsCard } from './first-steps-card.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { SlotOffersCard } from './slot-offers-card.tsx';
import { TodaysLessonsCard } from './todays-lessons-card.tsx';
import { UpdatesCard } from './updates-card.tsx';

/** Which cards this instructor may see: the same rules that gate the pages they link to. */
const cardsFor = (viewer: Viewer, flags: FeatureFlags): HomeCards => {
  const may = (page: PageKind) => pageAccess(page, viewer, flags).kind === 'allowed';
  return {
    withLessons: may('Calendar'),
    withArrears: flags.instructorArrearsEnabled && may('AccountTransactions'),
    withNews: may('News'),
  };
};

const Dashboard = ({ instructorId, cards, now }: { instructorId: string; cards: HomeCards; now: Date }) => {
  const { dashboard: latest, error } = useHomeDashboard(instructorId, cards);
  // The cards are drawn at a transition's priority, in slices, once the answer is in: drawn at once they were one
  // long task on a phone (issue 28 §6).
  const dashboard = useDeferredValue(latest);
  if (error && !dashboard) return <Alert severity="error">{failureMessage(error)}</Alert>;
  if (!dashboard) return <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading your day" />;
  const counts: ReminderCounts = Object.fromEntries(dashboard.todaysThingsToDo.map((r) => [r.kind, r.count]));
  const owed = (dashboard.arrears ?? []).reduce((sum, a) => sum + a.amount.pence, 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      {/* A new franchisee's first steps lead (they have no lessons yet); gone once all are done. */}
      {dashboard.firstSteps.length > 0 && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FirstStepsCard steps={dashboard.firstSteps} />
        </Box>
      )}
      {/* On a phone today's lessons come first: it is what an instructor opens the portal for. */}
      {cards.withLessons && (
        <Box sx={{ gridRow: { md: 'span 3' } }}>
          <TodaysLessonsCard
            lessons={dashboard.todaysEvents ?? []}
            income={dashboard.todaysIncome?.formatted ?? formatPence(0)}
            now={now}
          />
        </Box>
      )}
      {cards.withLessons && <SlotOffersCard />}
      {cards.withArrears && owed > 0 && <ArrearsCard totalPence={owed} />}
      <RemindersCard counts={counts} />
      {cards.withNews && <UpdatesCard posts={dashboard.posts ?? []} />}
    </Box>
  );
};

/** /home: the greeting and the dashboard (spec 2 §2), in one request. */
export const HomePage = () => {
  const instructor = useSessionInstructor();
  const flags = useGlobalConfig();
  const [now] = useState(() => new Date());
  const title = greeting(instructor?.firstName ?? '', now).trim();
  return (
    <PageAccessGate page="Home" title={title}>
      <PageShell title={title} subtitle={homeSubtitle}>
        {instructor && (
          <Dashboard instructorId={instructor.id} cards={cardsFor(viewerOf(instructor), flags)} now={now} />
        )}
      </PageShell>
    </PageAccessGate>
  );
};
