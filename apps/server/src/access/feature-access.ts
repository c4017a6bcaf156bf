import type { AccessRule } from '@portal/domain/access';

/**
 * Who may use each field a feature adds to the API, by type: every Query and Mutation field, and every field it
 * adds to another feature's type (`Instructor: { calendarEvents: 'Calendar' }`). Each feature's index.ts exports
 * one; the resolvers are guarded from it (withAccess), and a test fails when a field has no rule.
 */
export type FeatureAccess = { readonly [typeName: string]: { readonly [fieldName: string]: AccessRule } };
