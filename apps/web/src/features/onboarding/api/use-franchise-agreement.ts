import { useCallback } from 'react';
import { useClient, useQuery } from 'urql';
import { FranchiseAgreementDocument, type FranchiseAgreementQuery } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import { useOnboardingContext } from './onboarding-context.ts';

export type FranchiseAgreementData = FranchiseAgreementQuery['franchiseAgreement'];

/** The agreement the token was given for; `reload` asks the server again (after the details modal saves). */
export const useFranchiseAgreement = (agreementKey: string, token: string | null) => {
  const context = useOnboardingContext(token);
  const client = useClient();
  const [result, refetch] = useQuery({
    query: FranchiseAgreementDocument,
    variables: { agreementKey },
    context,
    pause: !token,
    requestPolicy: 'network-only',
  });
  const reload = useCallback(async (): Promise<Outcome<FranchiseAgreementData>> => {
    const answer = await client
      .query(FranchiseAgreementDocument, { agreementKey }, { ...context, requestPolicy: 'network-only' })
      .toPromise();
    if (!answer.error) refetch({ requestPolicy: 'cache-only' });
    return outcomeOf(answer, (data) => data.franchiseAgreement);
  }, [client, context, agreementKey, refetch]);
  return {
    agreement: result.data?.franchiseAgreement ?? null,
    failed: !token || Boolean(result.error),
    loading: result.fetching && !result.data,
    reload,
  };
};
