import { GraphQLScalarType } from 'graphql';
import { authResolvers } from '../features/auth/auth.resolvers.ts';
import { calendarResolvers } from '../features/calendar/calendar.resolvers.ts';
import { globalConfigResolvers } from '../features/global-config/global-config.resolvers.ts';
import { instructorResolvers } from '../features/instructor/instructor.resolvers.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';

const baseResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  Query: { ping: () => 'pong' },
  Mutation: { noop: () => null },
};

/** Every feature's resolvers. A feature adds its map to this list. */
const featureResolvers: Resolvers[] = [
  baseResolvers,
  globalConfigResolvers,
  authResolvers,
  instructorResolvers,
  calendarResolvers,
];

/** Shallow-merges per type, so features can each extend Query and Mutation. */
export const mergeResolvers = (maps: Resolvers[]): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (fields && typeof fields === 'object' && !(fields instanceof GraphQLScalarType)) {
        merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
      } else {
        (merged as Record<string, unknown>)[typeName] = fields;
      }
    }
  }
  return merged as Resolvers;
};

export const resolvers = mergeResolvers(featureResolvers);
