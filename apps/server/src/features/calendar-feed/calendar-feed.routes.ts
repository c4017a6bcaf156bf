import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerSecretLinkRoute } from '../../http/secret-link.ts';
import { type CalendarFeedService, FEED_ROUTE, matchesEtag } from './calendar-feed.service.ts';

/** A calendar app polls every 15 minutes or so; a few people may share one address (an office, a phone network). */
export const FEED_REQUESTS_PER_MINUTE = 30;

/**
 * GET /api/calendar-feed/{token}/lessons.ics: the instructor's feed as iCalendar text; 304 when the calendar app
 * already has it (ETag); 404 for a wrong, reset or turned-off token; 429 past the rate limit.
 */
export const registerCalendarFeedRoute = (app: FastifyInstance, deps: AppDeps, feeds: CalendarFeedService) =>
  registerSecretLinkRoute(app, {
    path: FEED_ROUTE,
    perMinute: FEED_REQUESTS_PER_MINUTE,
    rateLimiter: deps.rateLimiter,
    clock: deps.clock,
    find: (tokenHash, request) => feeds.feedByTokenHash(tokenHash, request.headers['if-none-match']),
    answer: (feed, request, reply) => {
      reply.header('etag', feed.etag);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="lessons.ics"')
        .send(feed.body());
    },
  });
