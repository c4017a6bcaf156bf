import { learnerPageMessages as m } from '@portal/domain/learners';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerSecretLinkRoute } from '../../http/secret-link.ts';
import { learnerPageNotFound, renderLearnerPage } from './learner-page.html.ts';
import type { LearnerPageRow } from './learner-page.repository.ts';
import type { LearnerPageService } from './learner-page.service.ts';

/** A phone opening the page now and then; a loop is stopped. */
const PAGE_PER_MINUTE = 30;

/**
 * GET /learner/{token}: the learner's page; POST (a plain form, `reminders=on|off`) sets their reminder choice.
 * The token is the credential (no cookie), so a form post is safe here: csrf.ts lets it through, same-origin only.
 */
export const registerLearnerPage = async (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'rateLimiter' | 'clock'>,
  service: LearnerPageService,
): Promise<void> => {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerSecretLinkRoute<LearnerPageRow>(scope, {
      path: '/learner/:token',
      methods: ['GET', 'POST'],
      perMinute: PAGE_PER_MINUTE,
      rateLimiter: deps.rateLimiter,
      clock: deps.clock,
      find: (tokenHash) => service.findLearnerPage(tokenHash),
      notFound: (reply) => reply.code(404).type('text/html; charset=utf-8').send(learnerPageNotFound),
      answer: async (row, request, reply) => {
        const action = request.url.split('?')[0]!;
        let notice: string | undefined;
        if (request.method === 'POST') {
          const choice = (request.body as Record<string, string> | undefined)?.reminders;
          if (choice !== 'on' && choice !== 'off') return reply.code(400).type('text/plain').send('Choose on or off');
          const optIn = choice === 'on';
          await service.setRemindersByLink(row.linkId, optIn);
          row = { ...row, reminderOptIn: optIn };
          notice = optIn ? m.savedOn : m.savedOff;
        }
        return reply.type('text/html; charset=utf-8').send(renderLearnerPage(row, action, notice));
      },
    });
  });
};
