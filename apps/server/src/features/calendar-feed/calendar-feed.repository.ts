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

/**
 * The feed behind a token, with its items in [from, to) and their learners' names and pickup addresses: ONE
 * statement (a calendar app polls it; a 304 costs the same one). No row: no such token. A feed with no items is
 * one row whose item columns are null.
 */
const feedByTokenQuery = preparedQuery(() =>
  db
    .select({
      privacy: calendarFeeds.privacy,
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
    .leftJoin(
      items,
      and(
        eq(items.instructorId, calendarFeeds.instructorId),
        sql`tstzrange(${items.busyFrom}, ${items.endAt}, '[)') && tstzrange(${ph('from')}::timestamptz, ${ph('to')}::timestamptz, '[)')`,
      ),
    )
    .leftJoin(names, and(eq(names.id, items.learnerId), isLearnerKnownTo(names.id, calendarFeeds.instructorId)))
    .leftJoin(pickups, eq(pickups.id, names.id))
    .where(eq(calendarFeeds.tokenHash, ph('tokenHash')))
    .orderBy(asc(items.startAt), asc(items.id)),
);

export type FeedItemRow = Awaited<ReturnType<typeof findFeedByToken>>[number];

export const findFeedByToken = (tokenHash: string, from: Date, to: Date) =>
  read(feedByTokenQuery(), { tokenHash, from: from.toISOString(), to: to.toISOString() });
