import { useCallback } from 'react';
import { UpdateMileageDocument, type UpdateMileageInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** A mileage reading, on the fleet database (fleetDatabaseSchemaMigrationEnabled on). */
export const useUpdateMileage = () => {
  const { run } = useOutcomeMutation(UpdateMileageDocument);
  return useCallback((input: UpdateMileageInput) => run({ input }), [run]);
};
