import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  EnrolFranchiseeDocument,
  EnrolmentDocument,
  type EnrolmentInput,
  EnrolmentPropositionsDocument,
  EnrolmentsDocument,
  ExpireEnrolmentLinkDocument,
  ResendEnrolmentLinkDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['Enrolment', 'AuditTrailPage'] };
// One object for every render: urql runs the query again whenever its context changes, so a context written inline
// re-rendered the list without end (React error 301: the Enrolments page never showed).
const listContext = { additionalTypenames: ['Enrolment'] };

export const useEnrolments = (search: string) => {
  const [{ data, fetching, error }] = useQuery({
    query: EnrolmentsDocument,
    variables: { search: search.trim() || null },
    context: listContext,
  });
  return { enrolments: data?.enrolments ?? null, fetching, error };
};

export const useEnrolmentPropositions = () => {
  const [{ data }] = useQuery({ query: EnrolmentPropositionsDocument });
  return data?.enrolmentPropositions ?? [];
};

export const useEnrolment = (id: string) => {
  const [{ data, fetching, error }] = useQuery({ query: EnrolmentDocument, variables: { id } });
  return { detail: data?.enrolment ?? null, fetching, error };
};

export const useEnrolFranchisee = () => {
  const { run, fetching } = useOutcomeMutation(EnrolFranchiseeDocument, context);
  const enrol = useCallback((input: EnrolmentInput) => run({ input }, (d) => d.enrolFranchisee), [run]);
  return { enrol, fetching };
};

export const useEnrolmentLink = (id: string) => {
  const resend = useOutcomeMutation(ResendEnrolmentLinkDocument, context);
  const expire = useOutcomeMutation(ExpireEnrolmentLinkDocument, context);
  return {
    resend: useCallback(() => resend.run({ id }, (d) => d.resendEnrolmentLink), [resend.run, id]),
    expire: useCallback(() => expire.run({ id }, (d) => d.expireEnrolmentLink), [expire.run, id]),
    fetching: resend.fetching || expire.fetching,
  };
};
