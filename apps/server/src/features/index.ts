import { accountsFeature } from './accounts/index.ts';
import { addressFeature } from './address/index.ts';
import { allocationFeature } from './allocation/index.ts';
import { areasFeature } from './areas/index.ts';
import { auditFeature } from './audit/index.ts';
import { authFeature } from './auth/index.ts';
import { calendarFeature } from './calendar/index.ts';
import { calendarFeedFeature } from './calendar-feed/index.ts';
import { detailsFeature } from './details/index.ts';
import { directoryFeature } from './directory/index.ts';
import { globalConfigFeature } from './global-config/index.ts';
import { homeFeature } from './home/index.ts';
import { housekeepingFeature } from './housekeeping/index.ts';
import { instructorFeature } from './instructor/index.ts';
import { learnersFeature } from './learners/index.ts';
import { messagesFeature } from './messages/index.ts';
import { onboardingFeature } from './onboarding/index.ts';
import { postsFeature } from './posts/index.ts';
import { preferencesFeature } from './preferences/index.ts';
import { profileFeature } from './profile/index.ts';
import { slotOffersFeature } from './slot-offers/index.ts';
import { staffFeature } from './staff/index.ts';

/**
 * Every feature, once, under the name of its service (`services.<name>`). Each feature's index.ts declares its
 * entry (feature-entry.ts): its service, resolvers, who may use them, routes and jobs; adding a feature adds one
 * line here, and app.ts registers what each declares.
 */
export const features = {
  globalConfig: globalConfigFeature,
  auth: authFeature,
  instructor: instructorFeature,
  learners: learnersFeature,
  calendar: calendarFeature,
  calendarFeed: calendarFeedFeature,
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
  housekeeping: housekeepingFeature,
  audit: auditFeature,
  staff: staffFeature,
  allocation: allocationFeature,
  directory: directoryFeature,
  slotOffers: slotOffersFeature,
};

export type Features = typeof features;
