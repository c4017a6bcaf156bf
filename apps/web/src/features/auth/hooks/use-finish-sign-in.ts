import { useNavigate } from 'react-router';
import { useReloadMe } from '../api/use-me.ts';
import { clearChallenge } from '../challenge-store.ts';

/** Once the session cookie is set: reload `me` (so the gate sees the session), forget the challenge, move on. */
export const useFinishSignIn = () => {
  const reloadMe = useReloadMe();
  const navigate = useNavigate();
  return async (to: string) => {
    await reloadMe();
    clearChallenge('signIn');
    await navigate(to, { replace: true });
  };
};
