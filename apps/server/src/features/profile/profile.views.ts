import type { BrandCode } from '@portal/domain/access';
import type { BadgeType, QuestionKey } from '@portal/domain/profile';

/** Spec 3 §3 "Instructor business profile", as the API sends it. */
export type BusinessProfileView = {
  displayName: string | null;
  additionalLanguages: string[];
  bio: string | null;
  badgeDate: string | null;
  badgeType: BadgeType;
  questionAnswers: Array<{ question: QuestionKey; answer: string[] }>;
  profileUrls: Array<{ url: string; brand: BrandCode }>;
  awards: Array<{ award: string; count: number }>;
};
