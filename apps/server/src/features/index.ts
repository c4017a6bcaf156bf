import type { FeatureAccess } from '../access/feature-access.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { accountsFeature } from './accounts/index.ts';
import { addressFeature } from './address/index.ts';
import { areasFeature } from './areas/index.ts';
import { authFeature } from './auth/index.ts';
import { calendarFeature } from './calendar/index.ts';
import { detailsFeature } from './details/index.ts';
import { globalConfigFeature } from './global-config/index.ts';
import { homeFeature } from './home/index.ts';
import { instructorFeature } from './instructor/index.ts';
import { learnersFeature } from './learners/index.ts';
import { messagesFeature } from './messages/index.ts';
import { onboardingFeature } from './onboarding/index.ts';
import { postsFeature } from './posts/index.ts';
import { preferencesFeature } from './preferences/index.ts';
import { profileFeature } from './profile/index.ts';

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
  areas: areasFeature,
  preferences: preferencesFeature,
  messages: messagesFeature,
  accounts: accountsFeature,
  home: homeFeature,
  details: detailsFeature,
  profile: profileFeature,
  onboarding: onboardingFeature,
} satisfies Record<string, { resolvers: Resolvers; access: FeatureAccess }>;

export type Features = typeof features;
