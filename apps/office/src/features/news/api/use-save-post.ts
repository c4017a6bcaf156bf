import { useCallback } from 'react';
import { CreatePostDocument, type PostDraftInput, UpdatePostDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['OfficePost'] };

/** Saves the post's words: a new draft the first time, an edit after (a live post changes for instructors). */
export const useSavePost = () => {
  const create = useOutcomeMutation(CreatePostDocument, context);
  const update = useOutcomeMutation(UpdatePostDocument, context);
  const save = useCallback(
    (id: string | null, input: PostDraftInput) =>
      id
        ? update.run({ input: { ...input, id } }, (data) => data.updatePost)
        : create.run({ input }, (data) => data.createPost),
    [create.run, update.run],
  );
  return { save, fetching: create.fetching || update.fetching };
};
