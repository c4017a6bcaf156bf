import Alert from '@mui/material/Alert';
import { identityMessages as m } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { AuthCard, RouterLink } from '@portal/ui/layout';
import { AuthHeading } from '@portal/ui/page';
import { useSearchParams } from 'react-router';
import { useForgetSession } from '../hooks/use-forget-session.ts';
import { AppSignIn } from './app-sign-in.tsx';
import { SignInForm } from './sign-in-form.tsx';

const knownMessages = new Set<string>(Object.values(m));

/** ?error= is shown only as one of our own messages, so a crafted link cannot put words on the page. */
const errorFromQuery = (value: string | null): string | null =>
  value === null ? null : knownMessages.has(value) ? value : m.signInFailed;

/** /{brand}/sign-in (spec 1 §2). */
export const SignInPage = () => {
  const brand = useBrand();
  const [search] = useSearchParams();
  const adi = search.get('adi');
  const pw = search.get('pw');
  const afterLogout = search.get('doLogout') === 'true';
  useForgetSession(afterLogout);
  if (adi && pw) return <AppSignIn adi={adi} pw={pw} />;

  return (
    <AuthCard>
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 3 }}>
        <strong>First time here?</strong> Your login for the previous instructor system won't work in this portal, so
        you'll need to <RouterLink to={`/${brand}/sign-up`}>create</RouterLink> a new account.
      </Alert>
      {afterLogout && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {m.signedOut}
        </Alert>
      )}
      <AuthHeading title="Sign in">Sign in to the instructor portal.</AuthHeading>
      <SignInForm initialError={errorFromQuery(search.get('error'))} />
    </AuthCard>
  );
};
