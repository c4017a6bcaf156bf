import { createHash } from 'node:crypto';
import { isSlugTaken } from './profile.repository.ts';

const ascii = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The public page's name: "daniel-hughes-3f9a1c". The suffix comes from a hash of the instructor's id, so
 * it is stable and tells nobody the id; a longer one is used in the unlikely case of a clash.
 */
export const profileSlugFor = async (instructor: {
  id: string;
  firstName: string;
  lastName: string;
}): Promise<string> => {
  const name = ascii(`${instructor.firstName} ${instructor.lastName}`) || 'instructor';
  const hash = createHash('sha256').update(`business-profile:${instructor.id}`).digest('hex');
  for (const length of [6, 12, 24]) {
    const slug = `${name}-${hash.slice(0, length)}`;
    if (!(await isSlugTaken(slug))) return slug;
  }
  return `${name}-${hash}`;
};
