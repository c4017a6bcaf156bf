import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 20;
export const MAX_COST = 1000;

/**
 * Root fields that spend a guess or send a text. One request may name one of them once: many aliased guesses
 * in one request gain nothing (spec: lockout and per-challenge budgets are also enforced in the database).
 */
export const singleUseRootFields = new Set([
  'instructorLogin',
  'appSignIn',
  'confirmSignInCode',
  'resendCode',
  'requestPasswordReset',
  'resetPassword',
  'onboardInstructorLogin',
]);

/** What an operation adds up to with every fragment written out where it is spread. */
export type SelectionStats = {
  /** One per field selected (lists counted once). */
  cost: number;
  aliases: number;
  /** Levels of fields: `{ me { id } }` is 2; fragments add no level of their own. */
  depth: number;
  /** Single-use fields at the selection set's own level (through fragments, not into sub-fields). */
  singleUse: number;
};

const none: SelectionStats = { cost: 0, aliases: 0, depth: 0, singleUse: 0 };

// Far beyond any real document: deeper nesting (fields or fragment hops) is refused without walking it.
const MAX_NESTING = 64;
const tooDeep: SelectionStats = { ...none, depth: Number.POSITIVE_INFINITY };

const add = (a: SelectionStats, b: SelectionStats): SelectionStats => ({
  cost: a.cost + b.cost,
  aliases: a.aliases + b.aliases,
  depth: Math.max(a.depth, b.depth),
  singleUse: a.singleUse + b.singleUse,
});

/**
 * Measures selection sets of one document as if every fragment were inlined. Each fragment is measured
 * once and reused, so a document that spreads fragments exponentially is still measured in linear time.
 * Unknown and cyclic fragments count as nothing: graphql's own rules refuse those documents.
 */
export const createExpandedMeasure = (document: DocumentNode) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, SelectionStats>();
  const visiting = new Set<string>();

  const fragment = (name: string, nesting: number): SelectionStats => {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    if (!definition || visiting.has(name)) return none;
    visiting.add(name);
    const stats = measure(definition.selectionSet, nesting + 1);
    visiting.delete(name);
    measured.set(name, stats);
    return stats;
  };

  const measure = (set: SelectionSetNode, nesting = 0): SelectionStats => {
    if (nesting > MAX_NESTING) return tooDeep;
    let total = none;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet ? measure(selection.selectionSet, nesting + 1) : none;
        total = add(total, {
          cost: 1 + inner.cost,
          aliases: (selection.alias ? 1 : 0) + inner.aliases,
          depth: 1 + inner.depth,
          singleUse: singleUseRootFields.has(selection.name.value) ? 1 : 0,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total = add(total, measure(selection.selectionSet, nesting + 1));
      } else {
        total = add(total, fragment(selection.name.value, nesting));
      }
    }
    return total;
  };
  return measure;
};

const fail = (context: ValidationContext, message: string) =>
  context.reportError(new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } }));

/**
 * Depth, aliases, cost and the one-sign-in-step rule, each counted on the operation as it would run: a
 * fragment spread ten times counts ten times, and a sign-in step inside `... on Mutation` counts as one.
 */
export const expandedDocumentLimits: ValidationRule = (context) => ({
  Document(document) {
    const measure = createExpandedMeasure(document);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const stats = measure(definition.selectionSet);
      if (stats.depth > MAX_DEPTH) fail(context, `Query is too deep (maximum ${MAX_DEPTH} levels)`);
      if (stats.aliases > MAX_ALIASES) fail(context, `Too many aliases in one request (maximum ${MAX_ALIASES})`);
      if (stats.cost > MAX_COST) fail(context, `Query is too costly (maximum ${MAX_COST} fields)`);
      if (definition.operation === 'mutation' && stats.singleUse > 1) {
        fail(context, 'Only one sign-in step may be sent per request');
      }
    }
    return false;
  },
});
