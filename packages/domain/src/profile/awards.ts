/** Spec 2 §9 / spec 4 §3: the ten praise badges learners give, by key, with their names. */
export const awardKeys = [
  'CLEAR_COMMUNICATOR',
  'CONFIDENCE_BUILDER',
  'PERFECT_FOR_BEGINNERS',
  'ABOVE_AND_BEYOND',
  'DEVELOPMENT_FOCUSED',
  'CALM_UNDER_PRESSURE',
  'PATIENT_AND_UNDERSTANDING',
  'SUPPORTIVE',
  'FLEXIBLE_AND_PUNCTUAL',
  'FRIENDLY_AND_POLITE',
] as const;
export type AwardKey = (typeof awardKeys)[number];

const awardNames: Record<AwardKey, string> = {
  CLEAR_COMMUNICATOR: 'Clear Communicator',
  CONFIDENCE_BUILDER: 'Confidence Builder',
  PERFECT_FOR_BEGINNERS: 'Perfect for Beginners',
  ABOVE_AND_BEYOND: 'Above and Beyond',
  DEVELOPMENT_FOCUSED: 'Development Focused',
  CALM_UNDER_PRESSURE: 'Calm Under Pressure',
  PATIENT_AND_UNDERSTANDING: 'Patient and Understanding',
  SUPPORTIVE: 'Supportive',
  FLEXIBLE_AND_PUNCTUAL: 'Flexible and punctual',
  FRIENDLY_AND_POLITE: 'Friendly and Polite',
};

export const UNKNOWN_AWARD = 'Unknown Award';

export const awardName = (award: string): string =>
  (awardNames as Record<string, string | undefined>)[award] ?? UNKNOWN_AWARD;

export type AwardCount = { award: string; count: number };

/** Spec 3 §2.8: the four highest-supported awards shown at first. */
export const SHOWN_AWARDS = 4;

/**
 * Awards with a count above 0, highest first (ties in the badges' own order), split into the ones shown at
 * first and the rest, which appear on demand.
 */
export const selectAwards = (awards: readonly AwardCount[], shown: number = SHOWN_AWARDS) => {
  const order = (award: string) => {
    const index = (awardKeys as readonly string[]).indexOf(award);
    return index === -1 ? awardKeys.length : index;
  };
  const supported = awards
    .filter((a) => a.count > 0)
    .sort((a, b) => b.count - a.count || order(a.award) - order(b.award));
  return { top: supported.slice(0, shown), rest: supported.slice(shown) };
};

export const supportersLabel = (count: number): string => `${count} ${count === 1 ? 'supporter' : 'supporters'}`;
