/** The outward code (district) of a UK postcode: 'ls6 3aa' -> 'LS6', 'LS63AA' -> 'LS6'. */
export const postcodeDistrict = (postcode: string | null | undefined): string | null => {
  const compact = (postcode ?? '').toUpperCase().replace(/\s+/g, '');
  if (compact.length < 2) return null;
  // The inward code is always a digit and two letters.
  if (compact.length >= 5 && /\d[A-Z]{2}$/.test(compact)) return compact.slice(0, -3);
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact) ? compact : null;
};
