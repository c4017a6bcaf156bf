/*
 * A learner's phone number as stored and as shown: a module of its own, without the learner forms' schemas, so the
 * signed-in shell (the offline lessons page shows numbers) does not load and build them (zod) as every page opens
 * (issue 28 §6).
 */

/** A UK number as stored (+44...). */
export const toE164 = (text: string): string => (text.startsWith('0') ? `+44${text.slice(1)}` : `+${text}`);
/** +447700900101 -> 07700900101, the form's way. */
export const toNationalPhone = (e164: string | null | undefined): string =>
  e164 ? (e164.startsWith('+44') ? `0${e164.slice(3)}` : e164.replace(/^\+/, '')) : '';
