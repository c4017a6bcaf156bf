import type { FeatureAccess } from '../access/feature-access.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { addressFeature } from './address/index.ts';
import { authFeature } from './auth/index.ts';
import { calendarFeature } from './calendar/index.ts';
import { globalConfigFeature } from './global-config/index.ts';
import { instructorFeature } from './instructor/index.ts';
import { learnersFeature } from './learners/index.ts';
import { postsFeature } from './posts/index.ts';

/**
 * Every feature, once: its service (`services.<name>`), its resolvers, who may use them (`access`, one rule per
 * operation and per field it adds to another feature's type) and, when it has them, its per-request loaders
 * (`ctx.loaders.<name>`). Each feature exports this entry from its own index.ts; adding a feature adds one line
 * here.
 */
export const features = {
  globalConfig: globalConfigFeature,
  auth: authFeature,
  instructor: instructorFeature,
  learners: learnersFeature,
  calendar: calendarFeature,
  posts: postsFeature,
  address: addressFeature,
} satisfies Record<string, { resolvers: Resolvers; access: FeatureAccess }>;

export type Features = typeof features;
