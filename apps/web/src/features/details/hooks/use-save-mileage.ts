import { useCallback } from 'react';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useUpdateInstructorDetails } from '../api/use-update-instructor-details.ts';
import { useUpdateMileage } from '../api/use-update-mileage.ts';

/**
 * Saves a mileage reading: updateMileage when fleetDatabaseSchemaMigrationEnabled is on, else the legacy
 * UpdateInstructorDetails (spec 2 §6, §7). The caller refetches the details.
 */
export const useSaveMileage = (instructorId: string) => {
  const { fleetDatabaseSchemaMigrationEnabled: newer } = useGlobalConfig();
  const updateMileage = useUpdateMileage();
  const updateInstructorDetails = useUpdateInstructorDetails(instructorId);
  return useCallback(
    (vehicleId: string, mileage: string, confirmLower: boolean): Promise<Outcome> =>
      newer
        ? updateMileage({ vehicleKey: vehicleId, mileage, confirmLower })
        : updateInstructorDetails({ id: vehicleId, mileage, confirmLower }),
    [newer, updateMileage, updateInstructorDetails],
  );
};
