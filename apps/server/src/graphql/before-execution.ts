import type { DocumentNode } from 'graphql';
import { refuseNulCharacters } from './nul-characters.ts';
import { type LabelContext, labelOperation, type RequestContext, selectRequestedOperation } from './operation-name.ts';

/**
 * The door's one Mercurius preExecution hook, in order: the operation the request names (a document of several cut
 * down to it), no NUL character in any argument, the operation's metrics label. One hook rather than three: Mercurius
 * awaits each hook it is given, and each await is a turn of the microtask queue on every request.
 */
export const beforeExecution = async (
  _schema: unknown,
  document: DocumentNode,
  context: RequestContext & LabelContext,
  variables?: Record<string, unknown>,
): Promise<{ document: DocumentNode } | undefined> => {
  const selected = selectRequestedOperation(document, context);
  const executed = selected?.document ?? document;
  refuseNulCharacters(executed, variables);
  labelOperation(executed, context);
  return selected;
};
