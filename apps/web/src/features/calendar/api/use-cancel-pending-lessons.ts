import { useCallback } from 'react';
import { CancelPendingLessonsDocument } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Releases held lessons. Best effort: holds lapse on their own, so a caller may ignore a failure. */
// keepalive: a release sent as the page is left still reaches the server.
const RELEASE_CONTEXT = { fetchOptions: { keepalive: true } };

export const useCancelPendingLessons = () => {
  const { run } = useOutcomeMutation(CancelPendingLessonsDocument, RELEASE_CONTEXT);
  return useCallback(
    async (ids: string[]): Promise<Outcome> => (ids.length === 0 ? { ok: true, value: null } : run({ input: { ids } })),
    [run],
  );
};
