import {
  type AccessRule,
  accessRefusalMessage,
  type FeatureFlags,
  featureUnavailableMessage,
  isPageRule,
  operationAccess,
} from '@portal/domain/access';
import { DomainError } from '@portal/domain/errors';
import { defaultFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/graphql.ts';
import { type GraphQLContext, requireViewer } from '../graphql/context.ts';
import type { FeatureAccess } from './feature-access.ts';
import { accessViewerOf } from './viewer-facts.ts';

type Resolve = (parent: unknown, args: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/** Fields here are operations: one without a rule is refused rather than left open. */
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Throws unless the request may use a field with this rule: NOT_SIGNED_IN without a session; FORBIDDEN
 * (FEATURE_UNAVAILABLE) with the domain's message when the page rule refuses the instructor.
 */
export const requireAccess = async (ctx: GraphQLContext, rule: AccessRule, flags: () => FeatureFlags) => {
  if (rule === 'public') return;
  requireViewer(ctx);
  if (!isPageRule(rule)) return;
  const facts = await ctx.viewerFacts();
  if (!facts) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  const access = operationAccess(rule, accessViewerOf(facts), flags());
  if (access.kind !== 'allowed') throw new DomainError('FEATURE_UNAVAILABLE', accessRefusalMessage(access));
};

const guard =
  (rule: AccessRule, resolve: Resolve, flags: () => FeatureFlags): Resolve =>
  async (parent, args, ctx, info) => {
    await requireAccess(ctx, rule, flags);
    return resolve(parent, args, ctx, info);
  };

const undeclared: Resolve = () => {
  throw new DomainError('FEATURE_UNAVAILABLE', featureUnavailableMessage);
};

const guardFields = (
  typeName: string,
  fields: Record<string, unknown>,
  rules: FeatureAccess[string] = {},
  flags: () => FeatureFlags,
) => {
  const guarded: Record<string, unknown> = { ...fields };
  for (const name of new Set([...Object.keys(fields), ...Object.keys(rules)])) {
    if (name.startsWith('__') || typeName === 'Subscription') continue;
    const rule = rules[name];
    const resolve = (fields[name] ?? defaultFieldResolver) as Resolve;
    if (typeof resolve !== 'function') throw new Error(`${typeName}.${name}: access guards need function resolvers`);
    if (rule === 'public') continue;
    // A field of the feature's own type is reached only through a guarded one: it needs no rule of its own.
    if (rule) guarded[name] = guard(rule, resolve, flags);
    else if (ROOT_TYPES.has(typeName)) guarded[name] = undeclared;
  }
  return guarded;
};

/** A feature's resolvers with each field guarded by its declared rule (and each undeclared operation refused). */
export const withAccess = (resolvers: Resolvers, access: FeatureAccess, flags: () => FeatureFlags): Resolvers => {
  const result: Record<string, unknown> = { ...resolvers };
  for (const typeName of new Set([...Object.keys(resolvers), ...Object.keys(access)])) {
    const fields = (resolvers as Record<string, unknown>)[typeName] ?? {};
    // Scalars and unions' type resolution are not fields.
    if (typeof fields !== 'object' || fields === null || 'serialize' in fields) continue;
    result[typeName] = guardFields(typeName, fields as Record<string, unknown>, access[typeName], flags);
  }
  return result as Resolvers;
};
