import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback } from 'react';
import { type AnyVariables, type OperationContext, useMutation } from 'urql';
import { type Outcome, outcomeOf } from './outcome.ts';

/**
 * The one way a feature's `api/use-*.ts` hook runs its mutation (as the portal's): `run(variables, pick?)` gives
 * an Outcome, `fetching` says whether it is running. Components call the feature's hook, never urql.
 */
export const useOutcomeMutation = <Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  context?: Partial<OperationContext>,
) => {
  const [{ fetching }, execute] = useMutation<Data, Variables>(document);
  const run = useCallback(
    async <T = null>(variables: Variables, pick?: (data: Data) => T): Promise<Outcome<T>> =>
      outcomeOf(await execute(variables, context), pick ?? (() => null as T)),
    [execute, context],
  );
  return { run, fetching };
};
