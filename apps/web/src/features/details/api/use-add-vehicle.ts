import { useCallback } from 'react';
import { AddVehicleDocument, type AddVehicleInput } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Adds a car the instructor teaches in, with its first reading; the answer names the car. */
export const useAddVehicle = () => {
  const { run } = useOutcomeMutation(AddVehicleDocument);
  return useCallback((input: AddVehicleInput) => run({ input }, (data) => data.addVehicle.vehicle), [run]);
};
