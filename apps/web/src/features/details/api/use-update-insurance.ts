import { useCallback } from 'react';
import { type InsuranceInput, UpdateInsuranceDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** A vehicle's insurance, on the fleet database (fleetDatabaseSchemaMigrationEnabled on). */
export const useUpdateInsurance = () => {
  const { run } = useOutcomeMutation(UpdateInsuranceDocument);
  return useCallback((input: InsuranceInput) => run({ input }), [run]);
};
