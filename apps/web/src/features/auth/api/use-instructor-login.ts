import { identityMessages as m } from '@portal/domain/identity';
import { useCallback } from 'react';
import { InstructorLoginDocument, type InstructorLoginInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Sign-in with ADI number and password: signed in, a texted code to enter, or refused (spec 1 §4). */
export const useInstructorLogin = () => {
  const { run, fetching } = useOutcomeMutation(InstructorLoginDocument);
  const login = useCallback(
    (input: InstructorLoginInput) => run({ input }, (data) => data.instructorLogin, m.signInFailed),
    [run],
  );
  return { login, fetching };
};
