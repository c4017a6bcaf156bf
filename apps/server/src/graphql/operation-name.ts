import { DomainError } from '@portal/domain/errors';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';

export type RequestContext = { reply?: { request: { body?: unknown } } };

const requestedName = (context: RequestContext): string | null => {
  const name = (context.reply?.request.body as { operationName?: unknown } | null | undefined)?.operationName;
  return typeof name === 'string' ? name : null;
};

/**
 * Before execution (before-execution.ts): the operation a request names must be in its document. graphql-jit keeps
 * one compiled operation per document text and runs it whatever name a later request sends, so an unknown name is
 * refused here, and a document of several operations is cut down to the one named (which bypasses that cache).
 */
export const selectRequestedOperation = (
  document: DocumentNode,
  context: RequestContext,
): { document: DocumentNode } | undefined => {
  const name = requestedName(context);
  if (name === null) return undefined;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const chosen = operations.find((operation) => operation.name?.value === name);
  if (!chosen) throw new DomainError('INVALID_INPUT', `Unknown operation named "${name.slice(0, 100)}".`);
  if (operations.length === 1) return undefined;
  return {
    document: {
      ...document,
      definitions: document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === chosen),
    },
  };
};

export type LabelContext = {
  reply?: {
    request: {
      graphqlOperation?: string;
      server: { metrics: { operationLabel: (name: string | null | undefined) => string } };
    };
  };
};

/**
 * Before execution, after selectRequestedOperation: names the operation the request runs for its metrics (the
 * requested one, else the document's only operation).
 */
export const labelOperation = (document: DocumentNode, context: LabelContext): void => {
  const request = context.reply?.request;
  if (!request) return;
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const requested = (request as { body?: { operationName?: unknown } }).body?.operationName;
  const name = typeof requested === 'string' ? requested : operation?.name?.value;
  request.graphqlOperation = request.server.metrics.operationLabel(name);
};
