import { GraphQLScalarType } from 'graphql';
import { withAccess } from '../access/guard.ts';
import { features } from '../features/index.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';

/**
 * Merges per type, so features can each extend Query, Mutation and each other's types. Two features
 * resolving the same field is a mistake: it fails at start rather than one silently winning.
 */
const mergeResolvers = (maps: Resolvers[]): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (fields && typeof fields === 'object' && !(fields instanceof GraphQLScalarType)) {
        const taken = Object.keys(fields).filter((field) => merged[typeName] && field in merged[typeName]);
        if (taken.length > 0) throw new Error(`Resolved by two features: ${typeName}.${taken.join(', ')}`);
        merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
      } else {
        (merged as Record<string, unknown>)[typeName] = fields;
      }
    }
  }
  return merged as Resolvers;
};

const baseResolvers: Resolvers = { DateTime: DateTimeScalar, Date: DateScalar };

/** Every feature's resolvers, each field guarded by the access rule the feature declares. */
export const resolvers = mergeResolvers([
  baseResolvers,
  ...Object.values(features).map((feature) => withAccess(feature.resolvers, feature.access)),
]);
