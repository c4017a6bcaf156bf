import { useCallback } from 'react';
import { StaffSignOutDocument, StaffSignOutEverywhereDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Ends this session (`signOut`) or every session of the member (`signOutEverywhere`). */
export const useStaffSignOut = () => {
  const { run: runHere, fetching: leaving } = useOutcomeMutation(StaffSignOutDocument);
  const { run: runEverywhere, fetching: leavingAll } = useOutcomeMutation(StaffSignOutEverywhereDocument);
  const signOut = useCallback(() => runHere({}), [runHere]);
  const signOutEverywhere = useCallback(() => runEverywhere({}), [runEverywhere]);
  return { signOut, signOutEverywhere, fetching: leaving || leavingAll };
};
