import { useCallback } from 'react';
import { useClient } from 'urql';
import { UpdateInstructorDetailsDocument, UpdateMileageDocument } from '../../../gql/graphql.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/**
 * Saves a mileage reading: updateMileage when fleetDatabaseSchemaMigrationEnabled is on, else the legacy
 * UpdateInstructorDetails (spec 2 §6, §7). The caller refetches the details.
 */
export const useUpdateMileage = (instructorId: string) => {
  const client = useClient();
  const { fleetDatabaseSchemaMigrationEnabled: newer } = useGlobalConfig();
  return useCallback(
    async (vehicleId: string, mileage: string, confirmLower: boolean): Promise<Outcome> => {
      if (newer) {
        const input = { vehicleKey: vehicleId, mileage, confirmLower };
        return outcomeOf(await client.mutation(UpdateMileageDocument, { input }).toPromise(), () => null);
      }
      const vehicleMileage = { id: vehicleId, mileage, confirmLower };
      const result = await client
        .mutation(UpdateInstructorDetailsDocument, { id: instructorId, vehicleMileage })
        .toPromise();
      return outcomeOf(result, () => null);
    },
    [client, newer, instructorId],
  );
};
