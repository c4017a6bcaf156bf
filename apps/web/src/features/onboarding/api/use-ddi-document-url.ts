import { useQuery } from 'urql';
import { GetDdiDocumentUrlDocument } from '../../../gql/graphql.ts';
import { useOnboardingContext } from './onboarding-context.ts';

/** The link to the direct-debit instruction (a PDF written with the franchisee's details). */
export const useDdiDocumentUrl = (token: string | null) => {
  const context = useOnboardingContext(token);
  const [result] = useQuery({ query: GetDdiDocumentUrlDocument, context, pause: !token });
  return result.data?.getDDIDocumentUrl ?? null;
};
