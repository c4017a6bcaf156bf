import { useCallback } from 'react';
import { PublishPostDocument, UnpublishPostDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['OfficePost'] };

/** Live now (no time) or from a minute on; and off the portal again. */
export const usePublishPost = (id: string) => {
  const publish = useOutcomeMutation(PublishPostDocument, context);
  const unpublish = useOutcomeMutation(UnpublishPostDocument, context);
  return {
    publish: useCallback(
      (publishAt: Date | null) =>
        publish.run({ id, publishAt: publishAt?.toISOString() ?? null }, (data) => data.publishPost),
      [publish.run, id],
    ),
    unpublish: useCallback(() => unpublish.run({ id }, (data) => data.unpublishPost), [unpublish.run, id]),
    fetching: publish.fetching || unpublish.fetching,
  };
};
