import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { constantTimeEqual } from '../crypto/constant-time.ts';

/**
 * What the SMS provider tells us (issue 27): a delivery report for a text we sent with a reference, or a reply
 * from a mobile. POST /api/sms/webhook, JSON, signed: `X-Sms-Signature: sha256=<hex HMAC-SHA256 of the raw body
 * under SMS_WEBHOOK_SECRET>`. The development outbox simulates both through the same door.
 */
export const smsInboundSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('delivery'),
    reference: z.string().min(1).max(100),
    status: z.enum(['delivered', 'failed']),
  }),
  z.object({ type: z.literal('reply'), from: z.string().min(5).max(20), body: z.string().max(1600) }),
]);
export type SmsInbound = z.infer<typeof smsInboundSchema>;

export const SMS_WEBHOOK_PATH = '/api/sms/webhook';
export const SMS_SIGNATURE_HEADER = 'x-sms-signature';

/** The secret: SMS_WEBHOOK_SECRET, or outside production one derived from SECRET_KEY (so the outbox can sign). */
export const smsWebhookSecret = (config: Pick<Config, 'SMS_WEBHOOK_SECRET' | 'NODE_ENV' | 'secretKey'>) =>
  config.SMS_WEBHOOK_SECRET ??
  (config.NODE_ENV === 'production'
    ? null
    : createHmac('sha256', config.secretKey).update('sms-webhook').digest('hex'));

export const signSmsWebhook = (secret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/**
 * Registers the webhook: 401 for a missing or wrong signature, 400 for a body of another shape, 204 once handled.
 * Without a secret (production without SMS_WEBHOOK_SECRET) the door is not there (404).
 */
export const registerSmsWebhook = async (
  app: FastifyInstance,
  secret: string | null,
  handle: (event: SmsInbound) => Promise<void>,
): Promise<void> => {
  if (!secret) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(SMS_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const given = request.headers[SMS_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !constantTimeEqual(given, signSmsWebhook(secret, raw))) {
        return reply.code(401).send({ error: 'Bad signature' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ error: 'Send JSON' });
      }
      const event = smsInboundSchema.safeParse(parsed);
      if (!event.success) return reply.code(400).send({ error: 'Unknown event' });
      await handle(event.data);
      return reply.code(204).send();
    });
  });
};
