import { calendarFeedPrivacies, defaultCalendarFeedPrivacy } from '@portal/domain/calendar-feed';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors } from './instructors.ts';

/**
 * An instructor's calendar feed (issue 26 §3), one at most: a row while it is on. The URL's token is looked up by
 * its SHA-256 (`token_hash`); `token_sealed` is the token encrypted under the server's key (lib/crypto sealBox) so
 * the instructor can see and copy the address again. Reset replaces both; turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    instructorId: uuid('instructor_id')
      .primaryKey()
      .references(() => instructors.id),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    privacy: text('privacy', { enum: calendarFeedPrivacies }).notNull().default(defaultCalendarFeedPrivacy),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    check('calendar_feeds_privacy_check', isOneOf(t.privacy, calendarFeedPrivacies)),
  ],
);
