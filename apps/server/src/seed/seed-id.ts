import { createHash } from 'node:crypto';

/** A stable UUID for a seed entity, so every seeded install has the same ids. */
export const seedId = (name: string): string => {
  const h = createHash('sha256').update(`portal-seed:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A stable salt, so the seeded password hashes are the same every run. */
export const seedSalt = (name: string): Uint8Array =>
  new Uint8Array(createHash('sha256').update(`portal-salt:${name}`).digest().subarray(0, 16));
