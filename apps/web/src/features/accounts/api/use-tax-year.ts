import { useQuery } from 'urql';
import { TaxYearDocument, type TaxYearQuery } from '../../../gql/graphql.ts';

export type TaxYearSummary = NonNullable<TaxYearQuery['instructor']>['taxYearSummary'];

/** The tax year's income from lessons against franchise fees (the current year when startYear is null). */
export const useTaxYear = (id: string, startYear: number | null) => {
  const [result] = useQuery({ query: TaxYearDocument, variables: { id, startYear } });
  return { summary: result.data?.instructor.taxYearSummary ?? null, fetching: result.fetching, error: result.error };
};
