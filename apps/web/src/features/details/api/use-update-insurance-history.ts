import { useCallback } from 'react';
import { type InsuranceHistoryInput, UpdateInsuranceHistoryDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** A vehicle's insurance, the legacy way (fleetDatabaseSchemaMigrationEnabled off). */
export const useUpdateInsuranceHistory = () => {
  const { run } = useOutcomeMutation(UpdateInsuranceHistoryDocument);
  return useCallback((input: InsuranceHistoryInput) => run({ input }), [run]);
};
