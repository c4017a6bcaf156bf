import { useQuery } from 'urql';
import {
  AcceptStaffInvitationDocument,
  DeactivateStaffMemberDocument,
  InviteStaffMemberDocument,
  RenewStaffInvitationDocument,
  ResetStaffSecondFactorDocument,
  SetStaffAccessDocument,
  StaffInvitationDocument,
  StaffMembersDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['StaffAdminMember', 'AuditTrailPage'] };
// One object for every render: urql runs the query again whenever its context changes (an inline one never ends).
const listContext = { additionalTypenames: ['StaffAdminMember'] };

export const useStaffMembers = () => {
  const [{ data, fetching, error }] = useQuery({
    query: StaffMembersDocument,
    context: listContext,
  });
  return { members: data?.staffMembers ?? null, fetching, error };
};

/** The Admin's writes: each gives an Outcome (the server's words on a refusal). */
export const useStaffAdmin = () => ({
  invite: useOutcomeMutation(InviteStaffMemberDocument, context),
  renew: useOutcomeMutation(RenewStaffInvitationDocument, context),
  setAccess: useOutcomeMutation(SetStaffAccessDocument, context),
  reset: useOutcomeMutation(ResetStaffSecondFactorDocument, context),
  deactivate: useOutcomeMutation(DeactivateStaffMemberDocument, context),
});

export const useStaffInvitation = (token: string) => {
  const [{ data, fetching }] = useQuery({ query: StaffInvitationDocument, variables: { token } });
  return { invitation: data?.staffInvitation ?? null, fetching };
};

export const useAcceptStaffInvitation = () => useOutcomeMutation(AcceptStaffInvitationDocument);
