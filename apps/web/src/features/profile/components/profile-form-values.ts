import { emptyAnswers, type QuestionAnswers, questionKeys } from '@portal/domain/profile';
import type { BusinessProfile } from '../api/use-business-profile.ts';

/** The profile form: badgeDate is yyyy-MM-dd or ''. */
export type ProfileFormValues = {
  displayName: string;
  additionalLanguages: string[];
  bio: string;
  badgeDate: string;
  questionAnswers: QuestionAnswers;
};

export const toQuestionAnswers = (answers: QuestionAnswers) =>
  questionKeys.map((question) => ({ question, answer: answers[question] }));

export const formValuesOf = (profile: BusinessProfile | null): ProfileFormValues => {
  const answers = emptyAnswers();
  for (const { question, answer } of profile?.questionAnswers ?? []) {
    if ((questionKeys as readonly string[]).includes(question)) answers[question as keyof QuestionAnswers] = answer;
  }
  return {
    displayName: profile?.displayName ?? '',
    additionalLanguages: profile?.additionalLanguages ?? [],
    bio: profile?.bio ?? '',
    badgeDate: profile?.badgeDate ?? '',
    questionAnswers: answers,
  };
};

/** Spec 3 §2.8: 'Update' when any detail exists, else 'Add details'. */
export const hasAnyDetail = (profile: BusinessProfile | null): boolean =>
  !!profile &&
  (!!profile.displayName ||
    profile.additionalLanguages.length > 0 ||
    !!profile.bio ||
    !!profile.badgeDate ||
    profile.questionAnswers.some((q) => q.answer.length > 0));
