import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isOutboxServed } from '../../http/dev-routes.ts';
import { findInstructorIdByAdi } from './messages.repository.ts';
import type { MessagesService } from './messages.service.ts';

const officeMessageSchema = z.object({
  adiNumber: z.string(),
  body: z.string(),
  agentName: z.string().default('Priya (Instructor Support)'),
  serviceMessage: z.boolean().default(false),
});

/**
 * Development only, beside the SMS outbox and under the same guard: POST /dev/office/messages
 * `{ adiNumber, body, agentName?, serviceMessage? }` sends an agent's message as the office will, through
 * sendAgentMessage, so a demo (and the browser journeys) can see a reply arrive by itself.
 */
export const registerOfficeDevRoute = (app: FastifyInstance, deps: AppDeps, messages: MessagesService) => {
  if (!isOutboxServed(deps)) return;
  app.post('/dev/office/messages', async (request, reply) => {
    const input = officeMessageSchema.safeParse(request.body);
    if (!input.success) return reply.code(400).send({ error: 'Send { adiNumber, body }' });
    const instructorId = await findInstructorIdByAdi(input.data.adiNumber);
    if (!instructorId) return reply.code(404).send({ error: 'No instructor with that ADI number' });
    const { body, agentName, serviceMessage } = input.data;
    const message = await messages.sendAgentMessage({ instructorId, agentCode: 2001, agentName, body, serviceMessage });
    return { id: message.id };
  });
};
