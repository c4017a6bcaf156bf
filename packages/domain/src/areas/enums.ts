/** Who a region's discount is for. */
export const discountTypes = ['ExistingLearner', 'NewLearner'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** A discount's value: a percentage off, or an amount off per hour (pence). */
export const discountValueTypes = ['Percentage', 'Hourly'] as const;
export type DiscountValueType = (typeof discountValueTypes)[number];
