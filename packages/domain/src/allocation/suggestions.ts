import type { PropositionType, Transmission } from '../access/index.ts';
import { DAY_NAMES } from '../preferences/constants.ts';
import { type DayPart, dayPartMinutes, type QueueLessonType } from './enums.ts';

/** What a learner asks for: lessons on these days (0 = Monday) in these parts of the day. */
export type LearnerAvailability = { days: readonly number[]; parts: readonly DayPart[] };

/** A franchise's working hours for one day: minutes after midnight, null = a day off. */
export type WorkingDay = { day: number; start: number | null; end: number | null };

/** A franchise that could take the learner, as the query finds it (covering, teaching, with open places). */
export type SuggestionCandidate = {
  franchiseId: string;
  instructorId: string;
  sectorCode: string;
  taken: number;
  capacity: number;
  transmission: Transmission;
  workingHours: readonly WorkingDay[];
};

export type Suggestion<C extends SuggestionCandidate = SuggestionCandidate> = C & {
  /** Preferred days on which the franchise works in a preferred part of the day. */
  matchingDays: number;
  reasons: string[];
};

/** How many suggestions the office is shown for a learner: the best, in rankSuggestions' order. */
export const SUGGESTIONS_SHOWN = 20;

/** The franchise types whose instructors teach a lesson type; Pass Plus also needs the franchise's own choice. */
export const franchiseTypesTeaching = (lessonType: QueueLessonType): readonly PropositionType[] =>
  lessonType === 'Motability' ? ['Motability'] : ['Full', 'PartnerLite', 'Trainee'];

export const needsLessonTypeChoice = (lessonType: QueueLessonType): boolean => lessonType === 'PassPlus';

const overlaps = (day: WorkingDay, [from, to]: readonly [number, number]) =>
  day.start !== null && day.end !== null && day.start < to && day.end > from;

/** The learner's preferred days on which the franchise works in at least one preferred part of the day. */
export const matchingDaysOf = (hours: readonly WorkingDay[], wanted: LearnerAvailability): number[] =>
  wanted.days.filter((d) => {
    const day = hours.find((h) => h.day === d);
    return day !== undefined && wanted.parts.some((part) => overlaps(day, dayPartMinutes[part]));
  });

const lessonWords: Record<QueueLessonType, string> = {
  Standard: 'Teaches',
  PassPlus: 'Teaches Pass Plus,',
  Motability: 'Teaches Motability,',
};

const reasonsOf = (c: SuggestionCandidate, lessonType: QueueLessonType, matching: number[], wanted: number) => [
  `Covers ${c.sectorCode}`,
  `${c.taken} of ${c.capacity} places taken`,
  `${lessonWords[lessonType]} ${c.transmission.toLowerCase()}`,
  wanted === 0
    ? 'No preferred days given'
    : matching.length === 0
      ? 'Works none of the preferred days'
      : `Works ${matching.map((d) => DAY_NAMES[d]?.slice(0, 3)).join(', ')} (${matching.length} of ${wanted} preferred days)`,
];

/**
 * Ranks franchises for a waiting learner: emptiest first (share of places taken), then the most preferred days
 * worked; a franchise that works none of them drops below every one that does. Each comes with its reasons.
 */
export const rankSuggestions = <C extends SuggestionCandidate>(
  candidates: readonly C[],
  lessonType: QueueLessonType,
  wanted: LearnerAvailability,
): Suggestion<C>[] =>
  candidates
    .filter((c) => c.capacity > 0 && c.taken < c.capacity)
    .map((c) => {
      const matching = matchingDaysOf(c.workingHours, wanted);
      return { ...c, matchingDays: matching.length, reasons: reasonsOf(c, lessonType, matching, wanted.days.length) };
    })
    .sort(
      (a, b) =>
        Number(wanted.days.length > 0 && b.matchingDays > 0) - Number(wanted.days.length > 0 && a.matchingDays > 0) ||
        a.taken / a.capacity - b.taken / b.capacity ||
        b.matchingDays - a.matchingDays ||
        a.franchiseId.localeCompare(b.franchiseId),
    );
