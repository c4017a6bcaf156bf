import { profileMessages } from '@portal/domain/profile';
import { useCallback } from 'react';
import { SaveInstructorBusinessProfileDocument } from '../../../gql/graphql.ts';
import type { Outcome } from '../../../lib/outcome.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import { type ProfileFormValues, toQuestionAnswers } from '../components/profile-form-values.ts';

/** Saves the draft (published at midnight); success false is a failure too (spec 3 §8). */
export const useSaveBusinessProfile = (personKey: string) => {
  const { run } = useOutcomeMutation(SaveInstructorBusinessProfileDocument);
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
      const outcome = await run({ input }, (data) => data.saveInstructorBusinessProfile.success);
      return outcome.ok && outcome.value
        ? { ok: true, value: null }
        : { ok: false, message: profileMessages.saveFailed };
    },
    [run, personKey],
  );
};
