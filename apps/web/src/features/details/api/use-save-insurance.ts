import { detailsMessages } from '@portal/domain/details';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { UpdateInsuranceDocument, UpdateInsuranceHistoryDocument } from '../../../gql/graphql.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

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
  const client = useClient();
  const { fleetDatabaseSchemaMigrationEnabled: newer } = useGlobalConfig();
  return useCallback(
    async ({ instructorId, personId, vehicleId, insuranceId, form }: InsuranceSave): Promise<Outcome> => {
      const outcome = newer
        ? outcomeOf(
            await client
              .mutation(UpdateInsuranceDocument, { input: { id: insuranceId, instructorId, vehicleId, ...form } })
              .toPromise(),
            () => null,
          )
        : outcomeOf(
            await client
              .mutation(UpdateInsuranceHistoryDocument, {
                input: { personKey: personId, vehicleKey: vehicleId, ...form },
              })
              .toPromise(),
            () => null,
          );
      return outcome.ok ? outcome : { ok: false, message: detailsMessages.insuranceSaveFailed(outcome.message) };
    },
    [client, newer],
  );
};
