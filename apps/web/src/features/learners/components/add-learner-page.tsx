import { canAddLearners } from '@portal/domain/access';
import { PageShell } from '@portal/ui/page';
import { Navigate } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor, viewerOf } from '../../../lib/session/session-context.ts';
import { NewLearnerForm } from './new-learner-form.tsx';

const crumbs = [
  { label: 'Home', to: '/home' },
  { label: 'Learners', to: '/learners' },
  { label: 'Add learner' },
] as const;
const TITLE = 'Add a new learner';

/** /learners/add (spec 3 §2.2): only with a Full, PartnerLite or Trainee franchise, else back to /learners. */
export const AddLearnerPage = () => {
  const instructor = useSessionInstructor();
  return (
    <PageAccessGate page="ViewLearners" title={TITLE} breadcrumbs={crumbs}>
      {instructor && !canAddLearners(viewerOf(instructor)) ? (
        <Navigate to="/learners" replace />
      ) : (
        <PageShell title={TITLE} breadcrumbs={crumbs}>
          {instructor && <NewLearnerForm instructor={instructor} />}
        </PageShell>
      )}
    </PageAccessGate>
  );
};
