import { profileMessages, toEnGbDate } from '@portal/domain/profile';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { GenerateInstructorBioDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import { type ProfileFormValues, toQuestionAnswers } from '../components/profile-form-values.ts';

/** Asks the server for a bio (its allowance applies); the badge date goes as an en-GB date (spec 4 §7). */
export const useGenerateBio = (personKey: string) => {
  const client = useClient();
  return useCallback(
    async (values: ProfileFormValues): Promise<Outcome<string>> => {
      const input = {
        personKey,
        displayName: values.displayName,
        badgeDate: values.badgeDate ? toEnGbDate(values.badgeDate) : null,
        questionAnswers: toQuestionAnswers(values.questionAnswers),
      };
      const result = await client.mutation(GenerateInstructorBioDocument, { input }).toPromise();
      return outcomeOf(result, (data) => data.generateInstructorBio, profileMessages.bioFailed);
    },
    [client, personKey],
  );
};
