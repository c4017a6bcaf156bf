import { operationAccess } from '@portal/domain/access';
import { MESSAGE_EVENTS_PATH } from '@portal/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessViewerOf } from '../../access/viewer-facts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { featureFlagsOf } from '../../config.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { isSameOrigin } from '../../lib/crypto/same-origin.ts';
import type { AuthService } from '../auth/index.ts';
import { pushHubOf } from './message-push.ts';
import type { MessageView } from './messages.views.ts';

/**
 * A stream ends after this long and the browser opens a new one (which checks the session again). A stream also
 * ends as soon as its session does (sign-out, password reset, idle or absolute timeout, on any instance).
 */
const MAX_STREAM_MS = 10 * 60_000;

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

const wireMessage = (message: MessageView) => JSON.stringify({ ...message, created: message.created.toISOString() });

/** Who may open the stream: a session, a same-origin page, and the Messages page's access rule. */
const admit = async (deps: AppDeps, request: FastifyRequest, reply: FastifyReply) => {
  if (!isSameOrigin(request.headers)) {
    refuse(reply, 403, 'Cross-origin request refused');
    return null;
  }
  const viewer = request.viewer;
  if (!viewer) {
    refuse(reply, 401, "You're not signed in.");
    return null;
  }
  const facts = await deps.viewers.load(viewer.instructorId);
  if (!facts || operationAccess('Messages', accessViewerOf(facts), featureFlagsOf(deps.config)).kind !== 'allowed') {
    refuse(reply, 403, 'Messages are not available to you');
    return null;
  }
  return viewer;
};

/**
 * GET /api/messages/events: the instructor's new messages as server-sent events, instead of polling every
 * second (spec 3 §9). Events: `ready` once listening (fetch what was missed before it), `message` with a
 * Message as JSON, `resync` when messages may have been missed (fetch again). An idle connection costs a
 * timer and a map entry; the pub/sub (Redis, PostgreSQL or in memory) reaches it from any instance.
 */
export const registerMessageEvents = (app: FastifyInstance, deps: AppDeps, auth: Pick<AuthService, 'watchSession'>) => {
  const hub = pushHubOf(deps.pubsub);
  app.get(MESSAGE_EVENTS_PATH, async (request, reply) => {
    const viewer = await admit(deps, request, reply);
    if (!viewer) return reply;
    // "ready" tells the page to fetch what it missed: only once nothing published from now on can be missed.
    const live = await hub.whenLive();
    const stream = openEventStream(request, reply, MAX_STREAM_MS);
    const stop = hub.listen(viewer.instructorId, {
      message: (message) => stream.send(`event: message\nid: ${message.id}\ndata: ${wireMessage(message)}\n\n`),
      resync: () => stream.send('event: resync\ndata: {}\n\n'),
    });
    stream.onClose(stop);
    const unwatch = auth.watchSession(viewer, () => stream.end());
    stream.onClose(unwatch);
    stream.send(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ live })}\n\n`);
    return reply;
  });
};
