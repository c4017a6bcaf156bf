import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { profileMessages as m } from '@portal/domain/profile';
import { LoadingScreen } from '@portal/ui/feedback';
import type { Crumb } from '@portal/ui/page';
import { PageShell } from '@portal/ui/page';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useBusinessProfile } from '../api/use-business-profile.ts';
import { ProfileAwards } from './profile-awards.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { ProfileSection } from './profile-section.tsx';

const crumbs: Crumb[] = [{ label: 'Home', to: '/home' }, { label: 'My business profile' }];

const Content = ({ personKey }: { personKey: string }) => {
  const { profile, fetching, error, retry } = useBusinessProfile(personKey);
  if (!profile && fetching) return <LoadingScreen />;
  if (!profile) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
        {error ? 'We have a problem getting your details.' : '-'}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <ProfileSection title="My details">
        <ProfileLinks urls={profile.profileUrls} />
        <Divider sx={{ my: 2.5 }} />
        <ProfileCard profile={profile} />
      </ProfileSection>
      <ProfileSection title="Latest updates">
        <ProfileAwards awards={profile.awards} />
      </ProfileSection>
    </Box>
  );
};

/** /my-business-profile (spec 3 §2.8). */
export const BusinessProfilePage = () => {
  const instructor = useSessionInstructor();
  return (
    <PageAccessGate page="MyBusinessProfile" title={m.title} breadcrumbs={crumbs}>
      <PageShell title={m.title} subtitle={m.subtitle} breadcrumbs={crumbs}>
        {instructor && <Content personKey={instructor.id} />}
      </PageShell>
    </PageAccessGate>
  );
};
