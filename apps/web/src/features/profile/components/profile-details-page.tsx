import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type BadgeType, languageOptions, profileMessages as m, profileFormSchema } from '@portal/domain/profile';
import { LoadingScreen, useSnackbar } from '@portal/ui/feedback';
import { type Crumb, PageShell } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { type BusinessProfile, useBusinessProfile } from '../api/use-business-profile.ts';
import { useSaveBusinessProfile } from '../api/use-save-business-profile.ts';
import { BioSection } from './bio-section.tsx';
import { formValuesOf, type ProfileFormValues } from './profile-form-values.ts';
import { ProfileSection } from './profile-section.tsx';

const TITLE = 'Profile details';
const crumbs: Crumb[] = [
  { label: 'Home', to: '/home' },
  { label: 'My business profile', to: '/my-business-profile' },
  { label: TITLE },
];
const BACK = '/my-business-profile';

/** Display name and the languages spoken besides English. */
const BasicDetails = ({ control }: { control: Control<ProfileFormValues> }) => (
  <ProfileSection title="Basic details">
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Controller
        control={control}
        name="displayName"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Display name"
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            autoComplete="nickname"
          />
        )}
      />
      <Controller
        control={control}
        name="additionalLanguages"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={languageOptions}
            value={field.value}
            onChange={(_event, next) => field.onChange(next)}
            filterSelectedOptions
            renderInput={(params) => <TextField {...params} label="Additional languages spoken" />}
          />
        )}
      />
    </Box>
  </ProfileSection>
);

type ActionProps = { where: 'top' | 'bottom'; saving: boolean; onBack: () => void; onSave: () => void };

/** Back and Save changes: beside the title on a desktop, in a bar at the bottom of a phone's screen (thumbs). */
const ActionButtons = ({ where, saving, onBack, onSave }: ActionProps) => (
  <Box
    sx={
      where === 'top'
        ? { display: { xs: 'none', sm: 'flex' }, gap: 1 }
        : {
            display: { xs: 'flex', sm: 'none' },
            gap: 1,
            position: 'sticky',
            bottom: 0,
            mx: -2,
            px: 2,
            py: 1.5,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 2,
          }
    }
  >
    <Button variant="outlined" sx={{ minHeight: 44, flex: 1 }} onClick={onBack}>
      Back
    </Button>
    <Button
      variant="contained"
      sx={{ minHeight: 44, flex: 1, whiteSpace: 'nowrap' }}
      disabled={saving}
      onClick={onSave}
    >
      Save changes
    </Button>
  </Box>
);

type FormProps = { personKey: string; initial: ProfileFormValues; badgeType: BadgeType };

const ProfileDetailsForm = ({ personKey, initial, badgeType }: FormProps) => {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveBusinessProfile(personKey);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues>,
    mode: 'onChange',
    defaultValues: initial,
  });
  const { control, handleSubmit, formState } = form;

  const submit = async (values: ProfileFormValues): Promise<boolean> => {
    const outcome = await save(values);
    if (!outcome.ok) {
      enqueueSnackbar(outcome.message, { variant: 'error', autoHideDuration: 2000 });
      return false;
    }
    // Spec 3 §8: a message that stays until dismissed, then back to the profile.
    enqueueSnackbar(m.savedPublishedAtMidnight, { variant: 'success', persist: true });
    setSaved(true);
    return true;
  };
  // Back to the profile once the prompt has seen the form saved (a navigation in the same tick would be held).
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) void navigate(BACK);
  }, [leaving, navigate]);
  const handleSave = handleSubmit(async (values) => {
    if (await submit(values)) setLeaving(true);
  });

  const actions = (where: 'top' | 'bottom') => (
    <ActionButtons
      where={where}
      saving={formState.isSubmitting}
      onBack={() => void navigate(BACK)}
      onSave={() => void handleSave()}
    />
  );

  return (
    <PageShell title={TITLE} breadcrumbs={crumbs} actions={actions('top')}>
      <UnsavedChangesPrompt
        when={formState.isDirty && !saved}
        canSave={formState.isValid}
        onSave={() =>
          handleSubmit(submit)().then(
            () => true,
            () => false,
          )
        }
      />
      <Box component="form" noValidate onSubmit={handleSave} sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
        <BasicDetails control={control} />
        <ProfileSection title="Bio">
          <BioSection form={form} personKey={personKey} badgeType={badgeType} />
        </ProfileSection>
        {actions('bottom')}
      </Box>
    </PageShell>
  );
};

const Content = ({ personKey }: { personKey: string }) => {
  const fetched = useBusinessProfile(personKey);
  // Spec 3 §2.8: the profile page hands its data over in the route state; a reload reads it afresh.
  const handed = (useLocation().state as { profile?: BusinessProfile } | null)?.profile;
  const profile = fetched.profile ?? handed ?? null;
  const { fetching, retry } = fetched;
  if (!profile && fetching) return <LoadingScreen />;
  if (!profile) {
    return (
      <PageShell title={TITLE} breadcrumbs={crumbs}>
        <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
          We have a problem getting your details.
        </Alert>
      </PageShell>
    );
  }
  return <ProfileDetailsForm personKey={personKey} initial={formValuesOf(profile)} badgeType={profile.badgeType} />;
};

/** /my-business-profile/profile-details (spec 3 §2.8, §4). */
export const ProfileDetailsPage = () => {
  const instructor = useSessionInstructor();
  return (
    <PageAccessGate page="MyBusinessProfile" title={TITLE} breadcrumbs={crumbs}>
      {instructor && <Content personKey={instructor.id} />}
    </PageAccessGate>
  );
};
