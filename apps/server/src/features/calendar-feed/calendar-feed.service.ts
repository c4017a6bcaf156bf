import {
  CALENDAR_FEED_WEEKS_AHEAD,
  CALENDAR_FEED_WEEKS_BACK,
  type CalendarFeedPrivacy,
  calendarFeedMessages,
  calendarFeedPrivacies,
  webcalUrlOf,
} from '@portal/domain/calendar-feed';
import { DomainError } from '@portal/domain/errors';
import { startOfLocalDay } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { newSecretLink } from '../../http/secret-link.ts';
import { sealBox } from '../../lib/crypto/seal.ts';
import {
  deleteFeed,
  type FeedRow,
  findFeedByToken,
  findFeedOf,
  insertFeedUnlessOn,
  replaceFeedToken,
  updateFeedPrivacy,
} from './calendar-feed.repository.ts';
import { type FeedItem, feedBody } from './feed-body.ts';

/** The token kept encrypted so its owner can see the address again (the URL is found by the token's hash). */
const feedTokens = sealBox({ salt: 'portal-calendar-feed', info: 'calendar feed token v1' });

/** Where the feed is served: the token, then a file name calendar apps like. */
export const feedPath = (token: string) => `/api/calendar-feed/${token}/lessons.ics`;
export const FEED_ROUTE = '/api/calendar-feed/:token/lessons.ics';

export type CalendarFeedView = { url: string; webcalUrl: string; createdAt: Date; privacy: CalendarFeedPrivacy };

const DAY = 86_400_000;

/** Does `If-None-Match` name this ETag (a list, weak forms and `*` included; RFC 9110 13.1.2)? */
export const matchesEtag = (header: string | string[] | undefined, etag: string): boolean => {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/** The ETags an If-None-Match names, without quotes or W/ (`*` names none: the feed is read and matched). */
const knownEtags = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => /^[0-9a-f]{32}$/.test(tag));

/** Raise when the feed's text changes for the same rows (a deploy then gives every feed a new ETag). */
const FEED_FORMAT = 'ics-1';

/** The feed's window for `now`: from the start of the UK day 8 weeks back to the start of the day 26 weeks ahead. */
export const feedWindow = (now: Date): { from: Date; to: Date } => {
  const today = startOfLocalDay(now);
  // Whole UK days across any clock change: step to noon, then back to that day's start.
  return {
    from: startOfLocalDay(new Date(today.getTime() - CALENDAR_FEED_WEEKS_BACK * 7 * DAY + DAY / 2)),
    to: startOfLocalDay(new Date(today.getTime() + CALENDAR_FEED_WEEKS_AHEAD * 7 * DAY + DAY / 2)),
  };
};

export const createCalendarFeedService = (deps: AppDeps) => {
  const viewOf = (viewer: Viewer, row: FeedRow, origin: string): CalendarFeedView => {
    const token = feedTokens.open(deps.config.secretKey, viewer.instructorId, row.tokenSealed);
    // A key that changed cannot open it: the address is gone, and only a reset makes a new one.
    const url = token ? `${origin}${feedPath(token)}` : '';
    return { url, webcalUrl: url ? webcalUrlOf(url) : '', createdAt: row.createdAt, privacy: row.privacy };
  };
  const freshToken = (viewer: Viewer) => {
    const link = newSecretLink();
    return {
      tokenHash: link.tokenHash,
      tokenSealed: feedTokens.seal(deps.config.secretKey, viewer.instructorId, link.token),
    };
  };
  return {
    getFeed: async (viewer: Viewer, origin: string): Promise<CalendarFeedView | null> => {
      const row = await findFeedOf(viewer.instructorId);
      return row ? viewOf(viewer, row, origin) : null;
    },
    /** Turns the feed on; a feed already on keeps its address. */
    enableFeed: async (viewer: Viewer, origin: string): Promise<CalendarFeedView> =>
      viewOf(viewer, await insertFeedUnlessOn(viewer.instructorId, freshToken(viewer), deps.clock.now()), origin),
    /** A new address; the old one answers 404 from now on. */
    resetFeed: async (viewer: Viewer, origin: string): Promise<CalendarFeedView> => {
      const row = await replaceFeedToken(viewer.instructorId, freshToken(viewer), deps.clock.now());
      if (!row) throw new DomainError('NOT_FOUND', calendarFeedMessages.notEnabled);
      return viewOf(viewer, row, origin);
    },
    disableFeed: async (viewer: Viewer): Promise<boolean> => {
      await deleteFeed(viewer.instructorId);
      return true;
    },
    setPrivacy: async (viewer: Viewer, privacy: string, origin: string): Promise<CalendarFeedView> => {
      if (!(calendarFeedPrivacies as readonly string[]).includes(privacy)) {
        throw new DomainError('INVALID_INPUT', calendarFeedMessages.unknownPrivacy, { field: 'privacy' });
      }
      const row = await updateFeedPrivacy(viewer.instructorId, privacy as CalendarFeedPrivacy);
      if (!row) throw new DomainError('NOT_FOUND', calendarFeedMessages.notEnabled);
      return viewOf(viewer, row, origin);
    },
    /**
     * The feed behind a token's hash, or null for a token never issued, reset or turned off: one statement however
     * it is polled. The ETag is made in the database from what the text is made from (each item's id and SEQUENCE,
     * its learner's name and pickup, the privacy, the window and the format's version). When the poll's
     * If-None-Match names it, no item is read out: the 304 sends no rows.
     */
    feedByTokenHash: async (
      tokenHash: string,
      ifNoneMatch?: string | string[],
    ): Promise<{ etag: string; body: () => string } | null> => {
      const window = feedWindow(deps.clock.now());
      const rows = await findFeedByToken(tokenHash, window, knownEtags(ifNoneMatch), FEED_FORMAT);
      const first = rows[0];
      if (!first) return null;
      const items = rows.filter((row) => row.id !== null) as unknown as FeedItem[];
      return { etag: `"${first.etag}"`, body: () => feedBody(first.privacy, items) };
    },
  };
};

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
