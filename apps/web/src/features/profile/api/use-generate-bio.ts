import { profileMessages, toEnGbDate } from '@portal/domain/profile';
import { useCallback } from 'react';
import { GenerateInstructorBioDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { type ProfileFormValues, toQuestionAnswers } from '../components/profile-form-values.ts';

/** Asks the server for a bio (its allowance applies); the badge date goes as an en-GB date (spec 4 §7). */
export const useGenerateBio = (personKey: string) => {
  const { run } = useOutcomeMutation(GenerateInstructorBioDocument);
  return useCallback(
    (values: ProfileFormValues) => {
      const input = {
        personKey,
        displayName: values.displayName,
        badgeDate: values.badgeDate ? toEnGbDate(values.badgeDate) : null,
        questionAnswers: toQuestionAnswers(values.questionAnswers),
      };
      return run({ input }, (data) => data.generateInstructorBio, profileMessages.bioFailed);
    },
    [run, personKey],
  );
};
