import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { MeDocument } from '../../../gql/graphql.ts';
import { clearChallenge } from '../challenge-store.ts';

/** Once the session cookie is set: reload `me` (so the gate sees the session), forget the challenge, move on. */
export const useFinishSignIn = () => {
  const client = useClient();
  const navigate = useNavigate();
  return async (to: string) => {
    await client.query(MeDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    clearChallenge('signIn');
    await navigate(to, { replace: true });
  };
};
