import type { MessageRow } from './messages.repository.ts';

/** What `Message` resolves from (spec 4 §3): from 1 is the instructor, any other code an agent. */
export type MessageView = {
  id: string;
  instructorId: string;
  body: string;
  created: Date;
  from: number;
  agentName: string | null;
  read: boolean;
  serviceMessage: boolean;
  /** The instructor's own messages: the key their browser sent it with (it shows the message once). */
  clientKey: string | null;
};

export const messageView = (row: MessageRow): MessageView => ({
  id: row.id,
  instructorId: row.instructorId,
  body: row.body,
  created: row.created,
  from: row.from,
  agentName: row.agentName,
  read: row.readAt !== null,
  serviceMessage: row.serviceMessage,
  // The office's replies carry the agent's key too (their idempotency); the portal matches only its own.
  clientKey: row.from === 1 ? row.clientKey : null,
});
