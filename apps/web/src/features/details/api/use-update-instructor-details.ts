import { useCallback } from 'react';
import { UpdateInstructorDetailsDocument, type VehicleMileageInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** A mileage reading, the legacy way (UpdateInstructorDetails, fleetDatabaseSchemaMigrationEnabled off). */
export const useUpdateInstructorDetails = (instructorId: string) => {
  const { run } = useOutcomeMutation(UpdateInstructorDetailsDocument);
  return useCallback(
    (vehicleMileage: VehicleMileageInput) => run({ id: instructorId, vehicleMileage }),
    [run, instructorId],
  );
};
