/**
 * A mobile number for display with all but its first two and last three digits hidden, in the UK
 * national form: +447700900101 -> 07••• •••101.
 */
export const maskMobile = (e164: string): string => {
  const digits = e164.replace(/\D/g, '');
  const national = digits.startsWith('44') ? `0${digits.slice(2)}` : digits;
  if (national.length < 6) return '•'.repeat(national.length);
  const hidden = national.length - 5;
  const first = Math.min(3, Math.ceil(hidden / 2));
  return `${national.slice(0, 2)}${'•'.repeat(first)} ${'•'.repeat(hidden - first)}${national.slice(-3)}`;
};
