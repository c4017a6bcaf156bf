import { useCallback } from 'react';
import { useQuery } from 'urql';
import { StaffMeDocument, type StaffMemberFieldsFragment } from '../../../gql/graphql.ts';

export type StaffMember = StaffMemberFieldsFragment;

/** Who is signed in to the office (null: nobody), asked of the server each time the app starts. */
export const useStaffMe = () => {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: StaffMeDocument, requestPolicy: 'network-only' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    staff: data?.staffMe ?? null,
    loaded: Boolean(data) || Boolean(error),
    fetching,
    failed: Boolean(error),
    refresh,
  };
};
