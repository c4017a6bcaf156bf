import type { BrandCode } from '@portal/domain/access';
import type { AppDeps } from '../../app-deps.ts';
import type { PubSub, Subscription } from '../../lib/pubsub/pubsub.ts';
import { findInstructorBrands } from './inbox.repository.ts';
import { pushMessage } from './message-push.ts';
import type { MessageView } from './messages.views.ts';

/** One channel for the office's inbox, on every instance: Redis, PostgreSQL or in memory. */
export const INBOX_CHANNEL = 'office-inbox';

type WireMessage = Omit<MessageView, 'created'> & { created: string };

/**
 * What the office hears: a new message of a conversation (without it when too long for the pub/sub: fetch it),
 * a conversation (re)assigned or changed, an agent typing in one. Each names the instructor's brands, so a
 * member hears only the conversations of instructors they see.
 */
export type InboxEvent =
  | { kind: 'message'; instructorId: string; brands: BrandCode[]; message?: WireMessage }
  | { kind: 'changed'; instructorId: string; brands: BrandCode[] }
  | { kind: 'typing'; instructorId: string; brands: BrandCode[]; staffId: string; name: string };

// PostgreSQL's NOTIFY carries at most 8000 bytes.
const MAX_PAYLOAD_BYTES = 7500;

export const publishInboxEvent = (pubsub: PubSub, event: InboxEvent): Promise<void> => {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES || event.kind !== 'message') {
    return pubsub.publish(INBOX_CHANNEL, payload);
  }
  const { message: _fetchIt, ...announced } = event;
  return pubsub.publish(INBOX_CHANNEL, JSON.stringify(announced));
};

const parse = (payload: string): InboxEvent | null => {
  try {
    const event = JSON.parse(payload) as InboxEvent;
    return typeof event.instructorId === 'string' && Array.isArray(event.brands) ? event : null;
  } catch {
    return null;
  }
};

/** Hears the inbox's events of instructors holding one of the brands; `interrupted` when some may be missed. */
export const subscribeInboxEvents = (
  pubsub: PubSub,
  brands: readonly BrandCode[],
  listener: { event: (event: InboxEvent) => void; interrupted: () => void },
): Subscription =>
  pubsub.subscribe(INBOX_CHANNEL, {
    message: (payload) => {
      const event = parse(payload);
      if (event?.brands.some((brand) => brands.includes(brand))) listener.event(event);
    },
    interrupted: listener.interrupted,
  });

/**
 * A new message, once committed: to the instructor's open pages (the portal's push) and to the office's inbox.
 * A failed publish costs a resync, never the message.
 */
export const announceMessage = async (deps: Pick<AppDeps, 'pubsub'>, message: MessageView): Promise<void> => {
  await pushMessage(deps.pubsub, message.instructorId, message).catch(() => undefined);
  const brands = await findInstructorBrands(message.instructorId).catch(() => []);
  if (brands.length === 0) return;
  await publishInboxEvent(deps.pubsub, {
    kind: 'message',
    instructorId: message.instructorId,
    brands,
    message: { ...message, created: message.created.toISOString() },
  }).catch(() => undefined);
};
