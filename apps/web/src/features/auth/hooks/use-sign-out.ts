import { identityMessages as m } from '@portal/domain/identity';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useBrand } from '../../../components/brand/brand-provider.tsx';
import { SignOutDocument } from '../../../gql/graphql.ts';
import { useResetGraphQLClient } from '../../../lib/graphql-provider.tsx';

/** Account menu Logout: end the session on the server, drop cached data and this tab's session storage. */
export const useSignOut = () => {
  const [, signOut] = useMutation(SignOutDocument);
  const resetClient = useResetGraphQLClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const { enqueueSnackbar } = useSnackbar();
  return async () => {
    const result = await signOut({});
    if (result.error) {
      enqueueSnackbar(m.logoutFailed, { variant: 'error' });
      return;
    }
    sessionStorage.clear();
    // Leave the gated pages first, so the fresh client's empty session does not send the gate to brand select.
    await navigate(`/${brand}/sign-in?doLogout=true`, { replace: true });
    resetClient();
  };
};
