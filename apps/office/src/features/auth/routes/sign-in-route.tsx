import { SimpleLayout } from '@portal/ui/layout';
import { SignInPage } from '../components/sign-in-page.tsx';

/** /office/sign-in: the office's neutral header (no brand: staff work for both), one centred card. */
export const SignInRoute = () => (
  <SimpleLayout neutral appName="Office">
    <SignInPage />
  </SimpleLayout>
);
