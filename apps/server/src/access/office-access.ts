import { DomainError } from '@portal/domain/errors';
import { type OfficeAccessRule, officeAccessMessages, staffMayUse } from '@portal/domain/office';
import { defaultFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers as OfficeResolvers } from '../generated/office-graphql.ts';
import type { OfficeContext } from '../graphql/office-context.ts';

/**
 * Who may use each field a feature adds to the office schema: every Query and Mutation field names its roles
 * (`{ roles: ['Allocations'] }`), `staff` (any signed-in member), `self` (the member's own security settings, open to a
 * new member still setting up a second factor) or `public` (sign-in). An operation without a
 * rule is refused; brand scope is each use case's own (it filters by `staff.brands`).
 */
export type OfficeFeatureAccess = { readonly [typeName: string]: { readonly [fieldName: string]: OfficeAccessRule } };

type Resolve = (parent: unknown, args: unknown, ctx: OfficeContext, info: GraphQLResolveInfo) => unknown;

const ROOT_TYPES = new Set(['Query', 'Mutation']);

/**
 * Throws unless the request may use a field with this rule: NOT_SIGNED_IN (a new member still setting up their
 * second factor too), or FORBIDDEN for another role.
 */
export const requireOfficeAccess = (ctx: Pick<OfficeContext, 'staff'>, rule: OfficeAccessRule): void => {
  if (staffMayUse(rule, ctx.staff)) return;
  if (!ctx.staff) throw new DomainError('NOT_SIGNED_IN', "You're not signed in.");
  if (ctx.staff.mustSetUpSecondFactor)
    throw new DomainError('NOT_SIGNED_IN', officeAccessMessages.setUpSecondFactorFirst);
  throw new DomainError('FEATURE_UNAVAILABLE', officeAccessMessages.notYourRole);
};

const guardFields = (typeName: string, fields: Record<string, unknown>, rules: OfficeFeatureAccess[string] = {}) => {
  const guarded: Record<string, unknown> = { ...fields };
  for (const name of new Set([...Object.keys(fields), ...Object.keys(rules)])) {
    const rule = rules[name];
    const resolve = (fields[name] ?? defaultFieldResolver) as Resolve;
    if (rule === 'public' || (!rule && !ROOT_TYPES.has(typeName))) continue;
    guarded[name] = rule
      ? (parent: unknown, args: unknown, ctx: OfficeContext, info: GraphQLResolveInfo) => {
          requireOfficeAccess(ctx, rule);
          return resolve(parent, args, ctx, info);
        }
      : () => {
          throw new DomainError('FEATURE_UNAVAILABLE', officeAccessMessages.notYourRole);
        };
  }
  return guarded;
};

/** A feature's office resolvers with each operation guarded by its declared rule (an undeclared one refused). */
export const withOfficeAccess = (resolvers: OfficeResolvers, access: OfficeFeatureAccess): OfficeResolvers => {
  const result: Record<string, unknown> = { ...resolvers };
  for (const typeName of new Set([...Object.keys(resolvers), ...Object.keys(access)])) {
    const fields = (resolvers as Record<string, unknown>)[typeName] ?? {};
    if (typeof fields !== 'object' || fields === null || 'serialize' in fields) continue;
    result[typeName] = guardFields(typeName, fields as Record<string, unknown>, access[typeName]);
  }
  return result as OfficeResolvers;
};
