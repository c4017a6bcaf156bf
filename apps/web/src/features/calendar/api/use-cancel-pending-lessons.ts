import { useCallback } from 'react';
import { CancelPendingLessonsDocument } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Releases held lessons. Best effort: holds lapse on their own, so a caller may ignore a failure. */
export const useCancelPendingLessons = () => {
  const { run } = useOutcomeMutation(CancelPendingLessonsDocument);
  return useCallback(
    async (ids: string[]): Promise<Outcome> => (ids.length === 0 ? { ok: true, value: null } : run({ input: { ids } })),
    [run],
  );
};
