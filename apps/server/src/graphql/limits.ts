import { GraphQLError, Kind, type ValidationContext, type ValidationRule } from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 20;
export const MAX_COST = 1000;

/**
 * Root fields that spend a guess or send a text. One request may name each once: many aliased guesses
 * in one request gain nothing (spec: lockout and per-challenge budgets are also enforced in the database).
 */
export const singleUseRootFields = new Set([
  'instructorLogin',
  'appSignIn',
  'confirmSignInCode',
  'resendCode',
  'requestPasswordReset',
  'resetPassword',
]);

const fail = (context: ValidationContext, message: string) =>
  context.reportError(new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } }));

/** Caps aliases and a simple cost (one per field selected, lists counted once). */
export const aliasAndCostLimit: ValidationRule = (context) => {
  let aliases = 0;
  let cost = 0;
  return {
    Field(node) {
      cost += 1;
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) fail(context, `Too many aliases in one request (maximum ${MAX_ALIASES})`);
        if (cost > MAX_COST) fail(context, `Query is too costly (maximum ${MAX_COST} fields)`);
      },
    },
  };
};

export const singleUseFieldLimit: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'mutation') return;
    const seen = new Map<string, number>();
    for (const selection of node.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const name = selection.name.value;
      if (!singleUseRootFields.has(name)) continue;
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    const repeated = [...seen.entries()].filter(([, count]) => count > 1).map(([name]) => name);
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    if (repeated.length > 0 || total > 1) {
      fail(context, 'Only one sign-in step may be sent per request');
    }
  },
});
