import { SimpleLayout } from '@portal/ui/layout';
import { useLocation } from 'react-router';
import { SignInPage } from '../components/sign-in-page.tsx';

/** /office/sign-in: the office's neutral header (no brand: staff work for both), one centred card. */
const SignInRoute = () => (
  <SimpleLayout neutral appName="Office">
    {/* A new arrival (signed out, session ended) starts the steps afresh with its notice. */}
    <SignInPage key={useLocation().key} />
  </SimpleLayout>
);

/** Loaded with its route (app/routes.tsx): the forms and their rules stay out of a signed-in member's first load. */
export default SignInRoute;
