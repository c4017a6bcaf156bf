import { describe, expect, it } from 'vitest';
import { parseCommand } from '../errors/index.ts';
import { insuranceFormSchema, updateMileageSchema } from './commands.ts';
import {
  canUploadDocument,
  defaultInsuranceStart,
  expiryStateOf,
  insuranceEndFor,
  isLowerThanLastReading,
  statusAfterReview,
  statusAfterUpload,
} from './rules.ts';

describe('insurance dates', () => {
  it('starts the day after the current insurance ends, or today without one', () => {
    expect(defaultInsuranceStart('2026-12-31', '2026-11-25')).toBe('2027-01-01');
    expect(defaultInsuranceStart('2028-02-28', '2026-11-25')).toBe('2028-02-29');
    expect(defaultInsuranceStart(null, '2026-11-25')).toBe('2026-11-25');
  });
  it('ends one year after the chosen start', () => {
    expect(insuranceEndFor('2027-01-01')).toBe('2028-01-01');
    expect(insuranceEndFor('2028-02-29')).toBe('2029-02-28');
  });
  it('needs all three fields and an end after the start', () => {
    expect(() =>
      parseCommand(insuranceFormSchema, { startDate: '', endDate: '2027-01-01', certificateNumber: 'A' }),
    ).toThrow('This field is required');
    expect(() =>
      parseCommand(insuranceFormSchema, { startDate: '2027-01-01', endDate: '2027-01-02', certificateNumber: ' ' }),
    ).toThrow('This field is required');
    expect(() =>
      parseCommand(insuranceFormSchema, { startDate: '2027-01-02', endDate: '2027-01-01', certificateNumber: 'A' }),
    ).toThrow('The insurance end date must be after the start date');
    expect(
      parseCommand(insuranceFormSchema, { startDate: '2027-01-01', endDate: '2028-01-01', certificateNumber: ' C1 ' }),
    ).toEqual({ startDate: '2027-01-01', endDate: '2028-01-01', certificateNumber: 'C1' });
  });
});

describe('mileage', () => {
  it('takes digits only', () => {
    expect(parseCommand(updateMileageSchema, { vehicleKey: 'v', mileage: '41250' }).mileage).toBe(41250);
    for (const bad of ['12,000', '-5', '1.5', '12a', '']) {
      expect(() => parseCommand(updateMileageSchema, { vehicleKey: 'v', mileage: bad })).toThrow();
    }
    expect(() => parseCommand(updateMileageSchema, { vehicleKey: 'v', mileage: '1e5' })).toThrow(
      'Mileage must be digits only',
    );
  });
  it('flags a reading lower than the last one', () => {
    expect(isLowerThanLastReading(100, 200)).toBe(true);
    expect(isLowerThanLastReading(200, 200)).toBe(false);
    expect(isLowerThanLastReading(5, null)).toBe(false);
  });
});

describe('expiry flags', () => {
  const today = '2026-11-25';
  it('flags what has expired or ends within 30 days', () => {
    expect(expiryStateOf('2026-11-24', today)).toBe('expired');
    expect(expiryStateOf('2026-11-25', today)).toBe('expiringSoon');
    expect(expiryStateOf('2026-12-25', today)).toBe('expiringSoon');
    expect(expiryStateOf('2026-12-26', today)).toBe('valid');
    expect(expiryStateOf(null, today)).toBe('valid');
  });
});

describe('document status', () => {
  it('uploads outstanding and rejected documents for approval, nothing else', () => {
    expect(statusAfterUpload('OUTSTANDING')).toBe('FOR_APPROVAL');
    expect(statusAfterUpload('REJECTED')).toBe('FOR_APPROVAL');
    expect(statusAfterUpload('APPROVED')).toBeNull();
    expect(statusAfterUpload('FOR_APPROVAL')).toBeNull();
    expect(canUploadDocument('APPROVED')).toBe(false);
  });
  it('lets the office decide only documents waiting for review', () => {
    expect(statusAfterReview('FOR_APPROVAL', true)).toBe('APPROVED');
    expect(statusAfterReview('FOR_APPROVAL', false)).toBe('REJECTED');
    expect(statusAfterReview('OUTSTANDING', true)).toBeNull();
  });
});
