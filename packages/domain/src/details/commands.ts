import { z } from 'zod';
import { isoDateInRange, singleLineText } from '../validation/index.ts';
import { fuelTypes, vehicleTransmissions } from './enums.ts';
import { detailsMessages as m } from './messages.ts';

/** Spec 2 §5: mileage is digits only. */
export const mileageField = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .regex(/^\d+$/, m.mileageDigits)
  .max(7, m.mileageTooHigh)
  .transform(Number);

/** updateMileage (flag on): the vehicle and the reading; `confirmLower` once a lower reading was confirmed. */
export const updateMileageSchema = z.object({
  vehicleKey: z.string().min(1),
  mileage: mileageField,
  confirmLower: z.boolean().nullish(),
});
export type UpdateMileageInput = z.input<typeof updateMileageSchema>;

const requiredDate = z.string({ error: m.required }).min(1, m.required).pipe(isoDateInRange);

/** Spec 2 §5, spec 4 §5: start, end and certificate number all required; the end after the start. */
export const insuranceFormSchema = z
  .object({
    startDate: requiredDate,
    endDate: requiredDate,
    certificateNumber: singleLineText({ error: m.required }).trim().min(1, m.required).max(40, m.certificateTooLong),
  })
  .refine((v) => v.endDate > v.startDate, { message: m.insuranceEndBeforeStart, path: ['endDate'] });
export type InsuranceFormInput = z.input<typeof insuranceFormSchema>;

/** Spec 1 §2: the modal's Document type (the name) and description; the expiry date is not sent. */
export const newDocumentSchema = z.object({
  documentName: singleLineText({ error: m.required }).trim().min(1, m.required).max(80),
  description: singleLineText().trim().max(200, m.descriptionTooLong).nullish(),
});
export type NewDocumentInput = z.input<typeof newDocumentSchema>;

/** A UK registration as typed ('ab12 cde'): kept upper-case without spaces ('AB12CDE'), 2 to 7 letters and digits. */
export const registrationField = z
  .string({ error: m.required })
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, m.required)
      .regex(/^[A-Z0-9]{2,7}$/, m.registrationInvalid),
  );

const carText = (max: number) =>
  singleLineText({ error: m.required }).trim().min(1, m.required).max(max, m.textTooLong(max));

/**
 * addVehicle (ours: spec 4 names no call for it): the car the instructor teaches in, with its current mileage.
 * The same schema is the web form's (mileage as typed) and what the server parses before the write.
 */
export const addVehicleSchema = z.object({
  instructorId: z.string().min(1),
  registration: registrationField,
  manufacturer: carText(40),
  model: carText(40),
  specification: singleLineText()
    .trim()
    .max(60, m.textTooLong(60))
    .nullish()
    .transform((text) => text || null),
  transmissionType: z.enum(vehicleTransmissions, { error: m.required }),
  fuelType: z.enum(fuelTypes, { error: m.required }),
  mileage: mileageField,
});
export type AddVehicleInput = z.input<typeof addVehicleSchema>;
