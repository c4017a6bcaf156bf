import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { InstructorLoginDocument, type InstructorLoginInput } from '../../../gql/graphql.ts';
import { outcomeOf } from '../../../lib/outcome.ts';

/** Sign-in with ADI number and password: signed in, a texted code to enter, or refused (spec 1 §4). */
export const useInstructorLogin = () => {
  const [{ fetching }, execute] = useMutation(InstructorLoginDocument);
  const login = useCallback(
    async (input: InstructorLoginInput) =>
      outcomeOf(await execute({ input }), (data) => data.instructorLogin, m.signInFailed),
    [execute],
  );
  return { login, fetching };
};
