import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useResetGraphQLClient } from '../../../lib/graphql-provider.tsx';
import { useStaffSignOut } from '../api/use-staff-sign-out.ts';
import { officeSessionMessages as m } from '../auth-messages.ts';
import { useStaffSession } from '../session/staff-session.tsx';

export type SignInNotice = { notice: string };

/**
 * Sign out of this browser, or of every device: the server ends the session(s), the cached results of the
 * session are dropped with the client, and the sign-in screen says what happened.
 */
export const useLeaveOffice = () => {
  const { signOut, signOutEverywhere, fetching } = useStaffSignOut();
  const session = useStaffSession();
  const resetClient = useResetGraphQLClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const leave = useCallback(
    async (everywhere: boolean) => {
      const outcome = await (everywhere ? signOutEverywhere() : signOut());
      if (!outcome.ok) {
        enqueueSnackbar(m.signOutFailed, { variant: 'error' });
        return;
      }
      session.signedOut();
      resetClient();
      const state: SignInNotice = { notice: everywhere ? m.signedOutEverywhere : m.signedOut };
      await navigate('/sign-in', { replace: true, state });
    },
    [signOut, signOutEverywhere, session, resetClient, navigate, enqueueSnackbar],
  );
  return { leave, fetching };
};
