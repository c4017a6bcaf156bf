/** What `LearnerCapacity` resolves from (codegen mapper): its proposition is read from the viewer's facts. */
export type LearnerCapacityView = {
  id: string;
  lineItemKey: string;
  current: number;
  maximum: number;
  locked: boolean;
};
