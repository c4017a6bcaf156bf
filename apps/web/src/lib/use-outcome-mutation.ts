import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback } from 'react';
import { type AnyVariables, type OperationContext, useMutation } from 'urql';
import { type Outcome, outcomeOf } from './outcome.ts';

/**
 * The one way a feature's `api/use-*.ts` hook runs its mutation: `run(variables, pick?, step?)` gives an Outcome
 * (the value `pick` takes from the data, null without it; or the message to show, with `step`'s own wording), and
 * `fetching` says whether it is running. `run` keeps its identity while `context` does (pass a constant or a
 * memoised one). Components call the feature's hook, never this or urql.
 */
export const useOutcomeMutation = <Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  context?: Partial<OperationContext>,
) => {
  const [{ fetching }, execute] = useMutation<Data, Variables>(document);
  const run = useCallback(
    async <T = null>(variables: Variables, pick?: (data: Data) => T, step?: string): Promise<Outcome<T>> =>
      outcomeOf(await execute(variables, context), pick ?? (() => null as T), step),
    [execute, context],
  );
  return { run, fetching };
};
