import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { onSessionExpired } from '../../../lib/session-expiry.ts';
import { type StaffMember, useStaffMe } from '../api/use-staff-me.ts';

type Known = { staff: StaffMember | null; expired: boolean };

export type StaffSession = {
  /** Null until the server has said who is signed in. */
  staff: StaffMember | null;
  checking: boolean;
  /** The server could not be asked (offline, down). */
  failed: boolean;
  /** The session ended without the member signing out (idle or absolute timeout, signed out elsewhere). */
  expired: boolean;
  retry: () => void;
  signedIn: (staff: StaffMember) => void;
  signedOut: () => void;
};

const StaffSessionContext = createContext<StaffSession | null>(null);

/** Re-asks who is signed in when the member comes back to the tab: an ended session shows at once. */
const useRecheckOnReturn = (recheck: () => void) => {
  useEffect(() => {
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [recheck]);
};

/** Who is signed in to the office, kept for the whole app; an UNAUTHENTICATED answer anywhere ends it. */
export const StaffSessionProvider = ({ children }: { children: ReactNode }) => {
  const me = useStaffMe();
  const [known, setKnown] = useState<Known | null>(null);
  useEffect(() => {
    if (!me.loaded || me.fetching || me.failed) return;
    setKnown((previous) => ({ staff: me.staff, expired: Boolean(previous?.staff) && !me.staff }));
  }, [me.loaded, me.fetching, me.failed, me.staff]);
  useEffect(
    () => onSessionExpired(() => setKnown((previous) => ({ staff: null, expired: Boolean(previous?.staff) }))),
    [],
  );
  useRecheckOnReturn(me.refresh);
  const signedIn = useCallback((staff: StaffMember) => setKnown({ staff, expired: false }), []);
  const signedOut = useCallback(() => setKnown({ staff: null, expired: false }), []);
  const value = useMemo<StaffSession>(
    () => ({
      staff: known?.staff ?? null,
      checking: known === null && !me.failed,
      failed: known === null && me.failed,
      expired: known?.expired ?? false,
      retry: me.refresh,
      signedIn,
      signedOut,
    }),
    [known, me.failed, me.refresh, signedIn, signedOut],
  );
  return <StaffSessionContext value={value}>{children}</StaffSessionContext>;
};

export const useStaffSession = (): StaffSession => {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside StaffSessionProvider');
  return session;
};

/** The signed-in member, inside the shell (which renders only with one). */
export const useSignedInStaff = (): StaffMember => {
  const { staff } = useStaffSession();
  if (!staff) throw new Error('useSignedInStaff outside the signed-in shell');
  return staff;
};
