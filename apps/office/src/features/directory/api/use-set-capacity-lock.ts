import { useCallback } from 'react';
import { SetCapacityLockDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

// The trail is shown on the same page: its lists are asked again after a lock.
const context = { additionalTypenames: ['AuditTrailPage', 'DirectoryPage'] };

/** Locks or opens one franchise's capacity; the page answers with the instructor as they now are. */
export const useSetCapacityLock = (instructorId: string) => {
  const { run, fetching } = useOutcomeMutation(SetCapacityLockDocument, context);
  const setLock = useCallback(
    (franchiseId: string, locked: boolean) =>
      run({ input: { instructorId, franchiseId, locked } }, (data) => data.setCapacityLock),
    [run, instructorId],
  );
  return { setLock, fetching };
};
