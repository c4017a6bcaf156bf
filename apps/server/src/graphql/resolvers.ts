import { GraphQLScalarType } from 'graphql';
import { withAccess } from '../access/guard.ts';
import { withOfficeAccess } from '../access/office-access.ts';
import { featureFlagsOf } from '../config.ts';
import type { FeatureEntry, FeatureWiring } from '../feature-entry.ts';
import type { Resolvers } from '../generated/graphql.ts';
import type { Resolvers as OfficeResolvers } from '../generated/office-graphql.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';

/**
 * Merges per type, so features can each extend Query, Mutation and each other's types. Two features
 * resolving the same field is a mistake: it fails at start rather than one silently winning.
 */
const mergeResolvers = <R extends object>(maps: R[]): R => {
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
  return merged as R;
};

const baseResolvers: Resolvers = { DateTime: DateTimeScalar, Date: DateScalar };

/** Every feature's resolvers, each field guarded by the access rule the feature declares. */
export const buildResolvers = (
  entries: ReadonlyArray<FeatureEntry<unknown, unknown>>,
  wiring: FeatureWiring<unknown>,
): Resolvers => {
  const flags = () => featureFlagsOf(wiring.deps.config);
  return mergeResolvers([
    baseResolvers,
    ...entries.map((entry) => withAccess(entry.resolvers?.(wiring) ?? {}, entry.access, flags)),
  ]);
};

/** Every feature's office resolvers, each operation guarded by the roles the feature declares. */
export const buildOfficeResolvers = (
  entries: ReadonlyArray<FeatureEntry<unknown, unknown>>,
  wiring: FeatureWiring<unknown>,
): OfficeResolvers =>
  mergeResolvers<OfficeResolvers>([
    { DateTime: DateTimeScalar },
    ...entries.map((entry) =>
      entry.office ? withOfficeAccess(entry.office.resolvers?.(wiring) ?? {}, entry.office.access) : {},
    ),
  ]);
