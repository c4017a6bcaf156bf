/** Spec 4 §4: certification types, as spelt. */
export const certificationTypes = [
  'ADIBadge',
  'DBS',
  'PDIBadge',
  'QEF',
  'ROSPA',
  'Provisional',
  'Full',
  'StandardsCheck',
  'Diamond',
  'IAM',
  'HiTech',
  'PublicLiability',
] as const;
export type CertificationType = (typeof certificationTypes)[number];

/** Spec 1 §4: document statuses. */
export const documentStatuses = ['APPROVED', 'REJECTED', 'OUTSTANDING', 'FOR_APPROVAL'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const vehicleTypes = ['Business', 'Personal'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const fuelTypes = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const vehicleTransmissions = ['Manual', 'Automatic'] as const;
export type VehicleTransmission = (typeof vehicleTransmissions)[number];

/** Where a document belongs: the instructor's own (customer) or a franchise agreement's (read-only). */
export const documentOwners = ['Customer', 'Franchise'] as const;
export type DocumentOwner = (typeof documentOwners)[number];
