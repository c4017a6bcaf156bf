import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionViewer } from '../../graphql/context.ts';
import { SESSION_COOKIE } from './session-token.ts';

type Sessions = { resolveViewer: (request: FastifyRequest) => Promise<SessionViewer | null> };

/** Every API request learns who is signed in (`request.viewer`) from its session cookie, before anything else. */
export const registerViewerHook = (app: FastifyInstance, auth: Sessions) => {
  app.decorateRequest('viewer', null);
  // Callback style: a request without a session cookie (pages, files, public queries) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const forApi = request.url.startsWith('/graphql') || request.url.startsWith('/api/');
    if (!forApi || !request.cookies[SESSION_COOKIE]) return done();
    auth.resolveViewer(request).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });
};
