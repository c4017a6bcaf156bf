import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import { instructorStatuses, propositionTypes } from '../access/propositions.ts';
import { singleLineText } from '../validation/text.ts';

/**
 * The office's directory of instructors (issue 24 §3): 25 a page, sorted by name, each page read from where the
 * last one ended (no total: counting the whole network for it would cost what the page does not).
 */
export const DIRECTORY_PAGE_SIZE = 25;
export const DIRECTORY_SEARCH_MAX = 60;
/** The audit trail's pages on an office screen. */
export const AUDIT_PAGE_SIZE = 50;

export const directoryMessages = {
  searchTooLong: `Search for at most ${DIRECTORY_SEARCH_MAX} characters`,
  pageInvalid: 'That page of the directory is no longer there: search again',
  instructorNotFound: 'We could not find that instructor',
  franchiseNotFound: 'We could not find that franchise',
  staffNotFound: 'We could not find that staff member',
  filterRequired: 'Choose an instructor or a staff member',
} as const;

const m = directoryMessages;

/** A search of the directory: one box (name, ADI number or postcode) and the filters. */
export const directorySearchSchema = z.object({
  search: singleLineText().trim().max(DIRECTORY_SEARCH_MAX, m.searchTooLong).nullish(),
  brand: z.enum(brandCodes).nullish(),
  statuses: z.array(z.enum(instructorStatuses)).max(instructorStatuses.length).nullish(),
  propositionType: z.enum(propositionTypes).nullish(),
  capacityFull: z.boolean().nullish(),
  /** The `nextPage` of the page before (opaque), or none for the first page. */
  after: z.string({ error: m.pageInvalid }).max(400, m.pageInvalid).nullish(),
});
export type DirectorySearchInput = z.input<typeof directorySearchSchema>;

export type DirectorySearchTerms = { name: string; adiPrefix: string | null; postcodePrefix: string | null };

/**
 * What the search box matches, each kind on an index of its own (issue 24, the network's size): digits only, the
 * start of an ADI number; one or two letters then a digit, the start of a postcode, spaces ignored (`LS6`,
 * `ls63a`); anything else, the start of the name (`Dan`, `Daniel H`) or of the last name (`Hugh`).
 */
export const directorySearchTerms = (search: string | null | undefined): DirectorySearchTerms | null => {
  const text = (search ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const compact = text.replace(/\s/g, '').toUpperCase();
  return {
    name: text,
    adiPrefix: /^\d+$/.test(compact) ? compact : null,
    postcodePrefix: /^[A-Z]{1,2}\d/.test(compact) ? compact : null,
  };
};

/** Lock or open one franchise's capacity (role Allocations). */
export const capacityLockSchema = z.object({
  franchiseId: z.uuid(m.franchiseNotFound),
  locked: z.boolean(),
});

/**
 * Where each section of an instructor's page leads in the office app: the allocation queue, document review, and
 * the chat inbox.
 */
export const instructorLinks = (instructorId: string) => ({
  allocation: { label: 'Open the allocation queue', path: `/allocation?instructor=${instructorId}` },
  documents: { label: 'Review documents', path: `/documents?instructor=${instructorId}` },
  chat: { label: 'Open the conversation', path: `/inbox/${instructorId}` },
  auditTrail: { label: 'Audit trail', path: `/audit?instructor=${instructorId}` },
});
