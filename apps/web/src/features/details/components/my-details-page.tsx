import { Box, Tab, Tabs } from '@mui/material';
import { GenericError } from '@portal/ui/errors';
import { LoadingScreen } from '@portal/ui/feedback';
import { PageShell } from '@portal/ui/page';
import { useLocation, useNavigate } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useInstructorDetails } from '../api/use-instructor-details.ts';
import { DetailsTab } from './details-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';

const crumbs = [{ label: 'Home', to: '/home' }, { label: 'My details' }] as const;

const MyDetailsContent = ({ instructorId }: { instructorId: string }) => {
  const { details, error, refetch } = useInstructorDetails(instructorId);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.hash === '#documents' ? 'documents' : 'details';
  if (error && !details) return <GenericError />;
  if (!details) return <LoadingScreen />;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, bgcolor: 'background.paper' }}>
        <Tabs
          value={tab}
          onChange={(_e, next: string) =>
            navigate({ hash: next === 'documents' ? '#documents' : '' }, { replace: true })
          }
          aria-label="My details sections"
        >
          <Tab value="details" label="My details" id="tab-details" aria-controls="panel-details" />
          <Tab value="documents" label="Documents" id="tab-documents" aria-controls="panel-documents" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'details' ? (
          <DetailsTab details={details} onSaved={refetch} />
        ) : (
          <DocumentsTab personKey={details.personalDetails.personId} />
        )}
      </div>
    </>
  );
};

/** /settings/my-details: My details and Documents (#documents opens the second), spec 2 §2. */
export const MyDetailsPage = () => {
  const me = useSessionInstructor();
  return (
    <PageAccessGate page="MyDetails" title="My details" breadcrumbs={crumbs}>
      <PageShell title="My details" breadcrumbs={crumbs}>
        {me ? <MyDetailsContent instructorId={me.id} /> : <LoadingScreen />}
      </PageShell>
    </PageAccessGate>
  );
};
