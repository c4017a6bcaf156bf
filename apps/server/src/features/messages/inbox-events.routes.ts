import { INBOX_EVENTS_PATH } from '@portal/domain/messages';
import { staffMayUse } from '@portal/domain/office';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { isSameOrigin } from '../../lib/crypto/same-origin.ts';
import type { StaffService } from '../staff/index.ts';
import { STAFF_SESSION_COOKIE } from '../staff/index.ts';
import { subscribeInboxEvents } from './inbox-events.ts';

/** A stream ends after this long; the browser opens a new one, which checks the session again. */
const MAX_STREAM_MS = 10 * 60_000;
/** How often the session behind a stream is checked (without moving its idle clock). */
const SESSION_CHECK_MS = 5_000;

/** Who may hear the inbox: the rule its operations declare. */
export const INBOX_ROLES = { roles: ['Support'] } as const;

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/**
 * GET /office/api/messages/events: the inbox's changes as server-sent events, for Support members, of the
 * instructors they see only. `ready` once listening (fetch the inbox), `inbox` with { kind, instructorId, ... }
 * (a message, a change, an agent typing), `resync` when events may have been missed. The stream ends when the
 * staff session does.
 */
export const registerInboxEvents = (
  app: FastifyInstance,
  deps: AppDeps,
  staff: Pick<StaffService, 'viewerOf' | 'isSessionLive'>,
) => {
  app.get(INBOX_EVENTS_PATH, async (request, reply) => {
    if (!isSameOrigin(request.headers)) return refuse(reply, 403, 'Cross-origin request refused');
    const token = request.cookies[STAFF_SESSION_COOKIE];
    const member = await staff.viewerOf(token);
    if (!member) return refuse(reply, 401, "You're not signed in.");
    if (!staffMayUse(INBOX_ROLES, member)) return refuse(reply, 403, 'Not your office role');
    const stream = openEventStream(request, reply, MAX_STREAM_MS);
    const subscription = subscribeInboxEvents(deps.pubsub, member.brands, {
      event: (event) => stream.send(`event: inbox\ndata: ${JSON.stringify(event)}\n\n`),
      interrupted: () => stream.send('event: resync\ndata: {}\n\n'),
    });
    const sessionCheck = setInterval(async () => {
      if (!(await staff.isSessionLive(token).catch(() => false))) stream.end();
    }, SESSION_CHECK_MS);
    stream.onClose(() => {
      subscription.unsubscribe();
      clearInterval(sessionCheck);
    });
    stream.send(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ live: subscription.isLive() })}\n\n`);
    return reply;
  });
};
