import { z } from 'zod';
import { isoDateInRange, singleLineText } from '../validation/index.ts';
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
