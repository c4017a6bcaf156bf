import { profileMessages } from '@portal/domain/profile';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { SaveInstructorBusinessProfileDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import { type ProfileFormValues, toQuestionAnswers } from '../components/profile-form-values.ts';

/** Saves the draft (published at midnight); success false is a failure too (spec 3 §8). */
export const useSaveBusinessProfile = (personKey: string) => {
  const client = useClient();
  return useCallback(
    async (values: ProfileFormValues): Promise<Outcome<null>> => {
      const input = {
        personKey,
        displayName: values.displayName,
        additionalLanguages: values.additionalLanguages,
        bio: values.bio,
        badgeDate: values.badgeDate || null,
        questionAnswers: toQuestionAnswers(values.questionAnswers),
      };
      const result = await client.mutation(SaveInstructorBusinessProfileDocument, { input }).toPromise();
      const outcome = outcomeOf(
        result,
        (data) => data.saveInstructorBusinessProfile.success,
        profileMessages.saveFailed,
      );
      if (!outcome.ok) return { ok: false, message: profileMessages.saveFailed };
      return outcome.value ? { ok: true, value: null } : { ok: false, message: profileMessages.saveFailed };
    },
    [client, personKey],
  );
};
