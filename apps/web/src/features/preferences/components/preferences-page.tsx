import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { franchiseTabs, selectedFranchiseTab } from '@portal/domain/franchise';
import { PageShell } from '@portal/ui/page';
import { useState } from 'react';
import { FranchiseTabs } from '../../../components/franchise-tabs/franchise-tabs.tsx';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { usePreferences } from '../api/use-preferences.ts';
import { PreferencesForm } from './preferences-form.tsx';
import { SwitchFranchiseDialog } from './switch-franchise-dialog.tsx';

const crumbs = [{ label: 'Home', to: '/home' }, { label: 'Preferences' }] as const;

const PreferencesScreen = ({ instructorId }: { instructorId: string }) => {
  const me = useSessionInstructor();
  const [franchiseId, setFranchiseId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const { preferences, fetching, error, refetch } = usePreferences(instructorId);
  const franchises = me?.propositions;
  const selected = franchises ? selectedFranchiseTab(franchiseTabs(franchises), franchiseId) : null;
  const loading = !preferences && fetching;
  return (
    <Stack spacing={2}>
      <FranchiseTabs
        franchises={loading ? undefined : franchises}
        value={selected?.id}
        onChange={(id) => (dirty ? setPending(id) : setFranchiseId(id))}
        testIdPrefix="preferences-tab"
        label="Franchises"
      />
      {error && !preferences && (
        <Alert severity="error" action={<Button onClick={refetch}>Try again</Button>}>
          Something went wrong, please try again later.
        </Alert>
      )}
      {loading && <Skeleton variant="rounded" height={320} />}
      {preferences && selected && (
        <PreferencesForm
          key={selected.id}
          instructorId={instructorId}
          franchiseId={selected.id}
          data={preferences}
          onSaved={refetch}
          onDirtyChange={setDirty}
        />
      )}
      <SwitchFranchiseDialog
        open={pending !== null}
        onStay={() => setPending(null)}
        onDiscard={() => {
          setDirty(false);
          setFranchiseId(pending);
          setPending(null);
        }}
      />
    </Stack>
  );
};

/** /settings/preferences: Active instructors with a non-solo franchise (spec 2 §2, §6). */
export const PreferencesPage = () => {
  const me = useSessionInstructor();
  return (
    <PageAccessGate page="Preferences" title="Preferences" breadcrumbs={crumbs}>
      <PageShell title="Preferences" breadcrumbs={crumbs}>
        {me && <PreferencesScreen instructorId={me.id} />}
      </PageShell>
    </PageAccessGate>
  );
};
