import { z } from 'zod';
import { brandCodes } from '../access/brand.ts';
import { instructorStatuses, propositionTypes } from '../access/propositions.ts';
import { singleLineText } from '../validation/text.ts';

/** The office's directory of instructors (issue 24 §3): 25 a page, sorted by name. */
export const DIRECTORY_PAGE_SIZE = 25;
export const DIRECTORY_SEARCH_MAX = 60;
/** The audit trail's pages on an office screen. */
export const AUDIT_PAGE_SIZE = 50;

export const directoryMessages = {
  searchTooLong: `Search for at most ${DIRECTORY_SEARCH_MAX} characters`,
  pageInvalid: 'Choose a page from 1 on',
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
  page: z
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(100_000, m.pageInvalid)
    .nullish(),
});
export type DirectorySearchInput = z.input<typeof directorySearchSchema>;

/**
 * What the search box matches: any part of the name; the start of the ADI number (digits only); the start of the
 * postcode, spaces ignored (`LS6`, `ls63a`).
 */
export const directorySearchTerms = (search: string | null | undefined) => {
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
