import { z } from 'zod';
import { multiLineText } from '../validation/index.ts';
import { INSTRUCTOR_SENDER, MAX_CHAT_PAGE, MAX_MESSAGE_LENGTH } from './constants.ts';
import { messageCentreMessages } from './messages.ts';

/** The message body: trimmed, not empty, not too long, no control characters but line breaks. */
export const messageBodySchema = multiLineText()
  .trim()
  .min(1, messageCentreMessages.emptyBody)
  .max(MAX_MESSAGE_LENGTH, messageCentreMessages.tooLong);

/**
 * sendMessage and createMessage (spec 4 §7: instructorId, body; from fixed at 1). `clientKey` is chosen by the
 * browser once per message and sent again on every retry, so a message is stored at most once however often it is
 * sent; a client that sends none (spec 4 names none) gets one made by the server, so each call is a new message.
 */
export const sendMessageSchema = z.object({
  instructorId: z.string(),
  body: messageBodySchema,
  clientKey: z.uuid('A message needs a client key (a UUID)').nullish(),
  from: z
    .number()
    .refine((from) => from === INSTRUCTOR_SENDER, messageCentreMessages.fromInstructor)
    .nullish(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * GetMessages (spec 4 §7: offset and total 20), newest first. `before` pages back from a message (load older),
 * `after` reads what came after one (catching up after a lost push connection); both are message ids.
 */
export const getMessagesSchema = z.object({
  offset: z.number().int().min(0).nullish(),
  total: z.number().int().min(1).max(MAX_CHAT_PAGE).nullish(),
  before: z.string().nullish(),
  after: z.string().nullish(),
});
export type GetMessagesInput = z.input<typeof getMessagesSchema>;

/** The office side (sendAgentMessage): an agent's code (never 1), display name and text. */
export const agentMessageSchema = z.object({
  instructorId: z.string(),
  agentCode: z.number().int().min(2, 'An agent code is never 1 (the instructor)'),
  agentName: z.string().trim().min(1).max(100),
  body: messageBodySchema,
  serviceMessage: z.boolean().default(false),
});
export type AgentMessageInput = z.input<typeof agentMessageSchema>;
