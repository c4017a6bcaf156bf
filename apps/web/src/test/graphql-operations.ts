import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { type ErrorCode, type ErrorReason, reasonCodes } from '@portal/domain/errors';
import type * as documents from '../gql/graphql.ts';

type Documents = typeof documents;

/** An operation as the fakes name it: `createLesson` answers the CreateLesson operation. */
export type OperationKey = {
  [K in keyof Documents]: K extends `${infer Name}Document` ? Uncapitalize<Name> : never;
}[keyof Documents];

type DocumentOf<K extends OperationKey> = Documents[`${Capitalize<K>}Document`];

type WithoutRootTypename<D> = D extends { __typename?: unknown } ? Omit<D, '__typename'> : D;

/**
 * The generated type of an operation's data, so a fake answer breaks at compile time when the schema moves.
 * Only the root's `__typename` ('Query', 'Mutation') may be left out: nothing reads it.
 */
export type DataOf<K extends OperationKey> = WithoutRootTypename<ResultOf<DocumentOf<K>>>;
export type VariablesFor<K extends OperationKey> = VariablesOf<DocumentOf<K>>;

/** A GraphQL error as the server sends it: the message, `extensions.code` and, from the services, the reason. */
export type ServerError = { message: string; extensions?: { code: ErrorCode; reason?: ErrorReason } };

/** The error the server sends for `reason` (its code from packages/domain, as the server maps it). */
export const serverError = (reason: ErrorReason, message = 'A message the web should not need'): ServerError => ({
  message,
  extensions: { code: reasonCodes[reason], reason },
});
