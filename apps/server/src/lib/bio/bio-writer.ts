import type { QuestionAnswers } from '@portal/domain/profile';

/** What a bio is written from: only what the instructor gave (no invented facts). */
export type BioRequest = {
  displayName: string;
  /** yyyy-MM-dd, or null when not given. */
  badgeDate: string | null;
  /** For "since 2015" and the years of teaching. */
  today: string;
  questionAnswers: QuestionAnswers;
};

/**
 * Writes a first-person bio. Local default: the built-in composer; production: an OpenAI-compatible chat
 * endpoint (BIO_WRITER_URL). The caller checks the text (`bioProblem`) before it is returned to anyone.
 */
export type BioWriter = {
  readonly kind: 'composer' | 'openai';
  write: (request: BioRequest) => Promise<string>;
};
