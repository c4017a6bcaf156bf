import { detailsMessages } from '@portal/domain/details';
import { useCallback } from 'react';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useUpdateInsurance } from '../api/use-update-insurance.ts';
import { useUpdateInsuranceHistory } from '../api/use-update-insurance-history.ts';

export type InsuranceSave = {
  instructorId: string;
  personId: string;
  vehicleId: string;
  insuranceId: string | null;
  form: { startDate: string; endDate: string; certificateNumber: string };
};

/**
 * Saves the insurance form: updateInsurance when fleetDatabaseSchemaMigrationEnabled is on, else the legacy
 * updateInsuranceHistory; a failure reads "Error creating vehicle: {error}" (spec 2 §8).
 */
export const useSaveInsurance = () => {
  const { fleetDatabaseSchemaMigrationEnabled: newer } = useGlobalConfig();
  const updateInsurance = useUpdateInsurance();
  const updateInsuranceHistory = useUpdateInsuranceHistory();
  return useCallback(
    async ({ instructorId, personId, vehicleId, insuranceId, form }: InsuranceSave): Promise<Outcome> => {
      const outcome = newer
        ? await updateInsurance({ id: insuranceId, instructorId, vehicleId, ...form })
        : await updateInsuranceHistory({ personKey: personId, vehicleKey: vehicleId, ...form });
      return outcome.ok ? outcome : { ok: false, message: detailsMessages.insuranceSaveFailed(outcome.message) };
    },
    [newer, updateInsurance, updateInsuranceHistory],
  );
};
