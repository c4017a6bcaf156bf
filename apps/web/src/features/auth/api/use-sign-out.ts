import { identityMessages as m } from '@portal/domain/identity';
import { useBrand } from '@portal/ui/brand';
import { useSnackbar } from '@portal/ui/feedback';
import { useNavigate } from 'react-router';
import { SignOutDocument } from '../../../gql/graphql.ts';
import { isOffline } from '../../../lib/error-messages.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { clearOfflineData, offlineMessages } from '../../offline/index.ts';

/**
 * Account menu Logout: end the session on the server, clear this tab's session storage and what was saved for
 * use without signal, go to sign-in. Without signal it says signing out needs a connection.
 */
export const useSignOut = () => {
  const { run } = useOutcomeMutation(SignOutDocument);
  const navigate = useNavigate();
  const brand = useBrand();
  const { enqueueSnackbar } = useSnackbar();
  return async () => {
    const outcome = await run({});
    if (!outcome.ok) {
      enqueueSnackbar(isOffline() ? offlineMessages.signOutNeedsConnection : m.logoutFailed, { variant: 'error' });
      return;
    }
    sessionStorage.clear();
    await clearOfflineData();
    // Cached data is dropped by the sign-in page when it opens with doLogout=true (see useForgetSession):
    // resetting here, while the gated page is still on screen, would send the gate to the brand select instead.
    await navigate(`/${brand}/sign-in?doLogout=true`, { replace: true });
  };
};
