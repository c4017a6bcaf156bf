import type { CalendarFeedPrivacy } from '@portal/domain/calendar-feed';
import { and, asc, eq, sql } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar-feed.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';
import { feedItems } from '../calendar/public.repository.ts';
import { isLearnerKnownTo, learnerNames, learnerPickups } from '../learners/public.repository.ts';

const ph = sql.placeholder;

/** The instructor's feed while it is on. */
const feedOfQuery = preparedQuery(() =>
  db
    .select({
      tokenSealed: calendarFeeds.tokenSealed,
      privacy: calendarFeeds.privacy,
      createdAt: calendarFeeds.createdAt,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.instructorId, ph('instructorId'))),
);

export type FeedRow = { tokenSealed: string; privacy: CalendarFeedPrivacy; createdAt: Date };

export const findFeedOf = async (instructorId: string): Promise<FeedRow | null> => {
  const [row] = await read(feedOfQuery(), { instructorId });
  return row ?? null;
};

/** Turns the feed on with this token, or leaves an existing one as it is. Answers the feed that is on. */
export const insertFeedUnlessOn = async (
  instructorId: string,
  token: { tokenHash: string; tokenSealed: string },
  now: Date,
): Promise<FeedRow> => {
  await db
    .insert(calendarFeeds)
    .values({ instructorId, ...token, createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.instructorId });
  const [row] = await db
    .select({
      tokenSealed: calendarFeeds.tokenSealed,
      privacy: calendarFeeds.privacy,
      createdAt: calendarFeeds.createdAt,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.instructorId, instructorId));
  return row!;
};

/** A new token for the feed that is on (the old one finds nothing from now on); null when the feed is off. */
export const replaceFeedToken = async (
  instructorId: string,
  token: { tokenHash: string; tokenSealed: string },
  now: Date,
): Promise<FeedRow | null> => {
  const [row] = await db
    .update(calendarFeeds)
    .set({ ...token, createdAt: now })
    .where(eq(calendarFeeds.instructorId, instructorId))
    .returning({
      tokenSealed: calendarFeeds.tokenSealed,
      privacy: calendarFeeds.privacy,
      createdAt: calendarFeeds.createdAt,
    });
  return row ?? null;
};

export const updateFeedPrivacy = async (
  instructorId: string,
  privacy: CalendarFeedPrivacy,
): Promise<FeedRow | null> => {
  const [row] = await db
    .update(calendarFeeds)
    .set({ privacy })
    .where(eq(calendarFeeds.instructorId, instructorId))
    .returning({
      tokenSealed: calendarFeeds.tokenSealed,
      privacy: calendarFeeds.privacy,
      createdAt: calendarFeeds.createdAt,
    });
  return row ?? null;
};

export const deleteFeed = async (instructorId: string): Promise<void> => {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.instructorId, instructorId));
};

const items = feedItems();
const names = learnerNames();
const pickups = learnerPickups();

/** An item of the feed in the window [from, to): the instructor's lessons and time off that overlap it. */
const itemInWindow = and(
  eq(items.instructorId, calendarFeeds.instructorId),
  sql`tstzrange(${items.busyFrom}, ${items.endAt}, '[)') && tstzrange(${ph('from')}::timestamptz, ${ph('to')}::timestamptz, '[)')`,
);
const nameOfLearner = and(eq(names.id, items.learnerId), isLearnerKnownTo(names.id, calendarFeeds.instructorId));
const pickupOfLearner = eq(pickups.id, names.id);

/**
 * Everything the feed's text is made from, one item and its learner as one short text: the item's id and its
 * SEQUENCE (a trigger raises it on every change of the row, migration 0023), and the learner's name and pickup,
 * which live in other rows. No timestamp is turned into text: that was most of the cost.
 */
const itemText = sql`row(${items.id}, ${items.sequence}, ${names.firstName}, ${names.lastName}, ${pickups.line1},
  ${pickups.line2}, ${pickups.town}, ${pickups.postcode})::text`;

/**
 * The feed's ETag, made in the database as one value: an md5 of the text's format version, the privacy, the window
 * and the items (each item's text in the feed's order). A derived table of one row, computed once per statement
 * (built inside the prepared query, on its unit of work).
 */
const feedTagOf = () =>
  db
    .select({
      etag: sql<string>`md5(${ph('format')}::text || ${calendarFeeds.privacy} || ${ph('from')}::text
      || coalesce(md5(string_agg(${itemText}, ',' order by ${items.startAt}, ${items.id})), ''))`.as('etag'),
    })
    .from(calendarFeeds)
    .leftJoin(items, itemInWindow)
    .leftJoin(names, nameOfLearner)
    .leftJoin(pickups, pickupOfLearner)
    .where(eq(calendarFeeds.tokenHash, ph('tokenHash')))
    .groupBy(calendarFeeds.privacy)
    .as('feed_tag');

/**
 * The feed behind a token: ONE statement however it is polled (a calendar app polls it every 15 minutes or so).
 * Its ETag, and its items in [from, to) with their learners' names and pickup addresses, unless the ETag is one of
 * `known` (the poll's If-None-Match): then no item is read out and the answer is a 304. No row: no such token. A
 * feed with no items (or a known ETag) is one row whose item columns are null.
 */
const feedByTokenQuery = preparedQuery(() => {
  const feedTag = feedTagOf();
  return db
    .select({
      privacy: calendarFeeds.privacy,
      etag: feedTag.etag,
      id: items.id,
      kind: items.kind,
      startAt: items.startAt,
      endAt: items.endAt,
      busyFrom: items.busyFrom,
      travelMinutes: items.travelMinutes,
      status: items.status,
      test: items.test,
      allDay: items.allDay,
      sequence: items.sequence,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
      firstName: names.firstName,
      lastName: names.lastName,
      pickupLine1: pickups.line1,
      pickupLine2: pickups.line2,
      pickupTown: pickups.town,
      pickupPostcode: pickups.postcode,
    })
    .from(calendarFeeds)
    .innerJoin(feedTag, sql`true`)
    .leftJoin(items, and(itemInWindow, sql`not (${feedTag.etag} = any(${ph('known')}::text[]))`))
    .leftJoin(names, nameOfLearner)
    .leftJoin(pickups, pickupOfLearner)
    .where(eq(calendarFeeds.tokenHash, ph('tokenHash')))
    .orderBy(asc(items.startAt), asc(items.id));
});

export type FeedItemRow = Awaited<ReturnType<typeof findFeedByToken>>[number];

/** `known`: the ETags the poller already has (If-None-Match, without quotes); `format`: the text's version. */
export const findFeedByToken = (
  tokenHash: string,
  window: { from: Date; to: Date },
  known: string[] = [],
  format = '',
) =>
  read(feedByTokenQuery(), {
    tokenHash,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    known,
    format,
  });
