/** Spec 3 §8: the business profile's words. */
export const profileMessages = {
  title: 'Manage my business profile',
  subtitle: "Here's what's happening with your business today",
  saveFailed: 'There was an error saving your profile. Please try again.',
  /** Spec 3 §8/§9: "updates are published at midnight and will show within 24 hours" (exact words not given). */
  savedPublishedAtMidnight:
    'Your profile has been saved. Updates are published at midnight and will show within 24 hours.',
  bioFailed: 'There was an error generating your bio. Please try again.',
  bioGenerated: 'Bio generated successfully',
  bioLimit: 'You have reached the limit for generating bio, please try again in a minute.',
  urlCopied: 'URL copied to clipboard!',
  urlCopyFailed: 'Failed to copy URL to clipboard!',
  invalidInput: 'Invalid input',
  /** Spec silent: the limits of our own. */
  tooManyChoices: 'Choose up to 3 answers',
  unknownOption: 'Please choose one of the answers listed',
  unknownLanguage: 'Please choose languages from the list',
  displayNameTooLong: 'Display name must be 60 characters or fewer',
  bioTooLong: 'Bio must be 1500 characters or fewer',
  badgeDateFuture: 'The badge date cannot be in the future',
  /** The web disables "Generate" until one question is answered; the server refuses the same. */
  noAnswers: 'Answer at least one question to generate your bio',
} as const;

export type BadgeType = 'Green' | 'Pink';
export const badgeTypes = ['Green', 'Pink'] as const;

/** Spec 3 §2.8: the badge question by badge type. */
export const badgeDateQuestion = (badgeType: BadgeType): string =>
  `What date was your ${badgeType === 'Pink' ? 'pink' : 'green'} badge issued?`;

/**
 * An ADI (Full franchise) holds the green badge; a trainee the pink licence. Spec silent on where badgeType
 * comes from: it follows the franchises, so the instructor never has to say.
 */
export const badgeTypeFor = (propositionTypes: readonly string[]): BadgeType =>
  propositionTypes.includes('Full') || !propositionTypes.includes('Trainee') ? 'Green' : 'Pink';
