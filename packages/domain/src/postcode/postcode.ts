import { parse } from 'postcode';
import { z } from 'zod';

/** Spec 3 §5 (the new-learner form): the postcode messages, shown by the web and sent by the server. */
export const postcodeMessages = {
  required: 'Please enter a postcode',
  invalid: 'Please check this postcode is valid',
} as const;

/**
 * A valid UK postcode, taken apart. `district` is the outward code ('LS6', 'EC1A'): area coverage opts in
 * districts by it and every sector ('LS6 3') belongs to exactly one. `unit` is the full postcode.
 */
export type UkPostcode = {
  /** 'LS6 3AA': upper case, one space. */
  postcode: string;
  /** 'LS6' */
  district: string;
  /** 'LS6 3' */
  sector: string;
  /** 'LS' */
  area: string;
  /** '3AA' */
  inward: string;
};

/** The postcode taken apart, or null when it is not a valid UK postcode (any case and spacing accepted). */
export const parseUkPostcode = (input: string | null | undefined): UkPostcode | null => {
  const parsed = parse((input ?? '').trim());
  if (!parsed.valid) return null;
  return {
    postcode: parsed.postcode,
    district: parsed.outcode,
    sector: parsed.sector,
    area: parsed.area,
    inward: parsed.incode,
  };
};

export const isValidUkPostcode = (input: string | null | undefined): boolean => parseUkPostcode(input) !== null;

/** 'ls63aa' -> 'LS6 3AA'; null when invalid. */
export const normalisePostcode = (input: string | null | undefined): string | null =>
  parseUkPostcode(input)?.postcode ?? null;

/** The district (outward code) of a full postcode: 'ls6 3aa' -> 'LS6'; null when invalid. */
export const districtOf = (input: string | null | undefined): string | null => parseUkPostcode(input)?.district ?? null;

/** The sector of a full postcode: 'ls6 3aa' -> 'LS6 3'; null when invalid. */
export const sectorOf = (input: string | null | undefined): string | null => parseUkPostcode(input)?.sector ?? null;

/** 'LS6 3AA' -> 'LS63AA': a postcode as one token (ids, keys). */
export const compactPostcode = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

/** A form field or command input: required, a valid UK postcode, normalised ('ls63aa' -> 'LS6 3AA'). */
export const postcodeSchema = z
  .string({ error: postcodeMessages.required })
  .trim()
  .min(1, postcodeMessages.required)
  .transform((value, ctx) => {
    const normalised = normalisePostcode(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: postcodeMessages.invalid });
      return z.NEVER;
    }
    return normalised;
  });
