import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerSecretLinkRoute } from '../../http/secret-link.ts';
import { isUuid } from '../../lib/uuid.ts';
import { learnerPageNotFound } from '../learners/index.ts';
import { pageStateOf } from './slot-offer-accept.ts';
import { renderSlotOfferPage } from './slot-offer-page.html.ts';
import type { OfferPageRow } from './slot-offers.repository.ts';
import type { SlotOffersService } from './slot-offers.service.ts';

/** As the learner's page: a phone opening it now and then. */
const OFFER_PER_MINUTE = 30;

/**
 * GET /learner/{token}/offers/{offerId}: a slot offered to the learner, behind their page's link (a 404 like the
 * page's for a wrong token or an offer that is not theirs); POST accepts it (a plain form: the token is the
 * credential, so csrf.ts lets it through from this page, same-origin or `Origin: null` only).
 */
export const registerSlotOfferPage = async (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'rateLimiter' | 'clock'>,
  service: SlotOffersService,
): Promise<void> => {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerSecretLinkRoute<OfferPageRow>(scope, {
      path: '/learner/:token/offers/:offerId',
      methods: ['GET', 'POST'],
      perMinute: OFFER_PER_MINUTE,
      rateLimiter: deps.rateLimiter,
      clock: deps.clock,
      find: (tokenHash, request) => {
        const { offerId } = request.params as { offerId: string };
        return isUuid(offerId) ? service.findSlotOfferPage(tokenHash, offerId) : Promise.resolve(null);
      },
      notFound: (reply) => reply.code(404).type('text/html; charset=utf-8').send(learnerPageNotFound),
      answer: async (page, request, reply) => {
        const action = request.url.split('?')[0]!;
        const links = { action, home: action.replace(/\/offers\/[^/]+$/, '') };
        if (request.method !== 'POST') {
          return reply
            .type('text/html; charset=utf-8')
            .send(renderSlotOfferPage(page, pageStateOf(page, deps.clock.now()), links));
        }
        if ((request.body as Record<string, string> | undefined)?.accept !== 'yes') {
          return reply.code(400).type('text/plain').send('Press Accept to take the lesson');
        }
        const answer = await service.acceptSlotOffer(page);
        const html = renderSlotOfferPage(page, pageStateOf(page, deps.clock.now()), links, answer);
        return reply.type('text/html; charset=utf-8').send(html);
      },
    });
  });
};
