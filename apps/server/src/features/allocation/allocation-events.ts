import type { BrandCode } from '@portal/domain/access';
import type { QueueState } from '@portal/domain/allocation';
import type { PubSub, Subscription } from '../../lib/pubsub/pubsub.ts';

/** One channel for the office's queue, on every instance: Redis, PostgreSQL or in memory. */
export const ALLOCATION_CHANNEL = 'office-allocation';

/** What changed: a queued learner was offered, accepted or turned down (the office fetches the rest). */
export type QueueEvent = {
  kind: 'Offered' | 'Accepted' | 'Rejected';
  entryId: string;
  brand: BrandCode;
  state: QueueState;
};

export const publishQueueEvent = (pubsub: PubSub, event: QueueEvent): Promise<void> =>
  pubsub.publish(ALLOCATION_CHANNEL, JSON.stringify(event));

const parse = (payload: string): QueueEvent | null => {
  try {
    const event = JSON.parse(payload) as QueueEvent;
    return typeof event.entryId === 'string' && typeof event.brand === 'string' ? event : null;
  } catch {
    return null;
  }
};

/** Hears the queue's events of the brands given; `interrupted` when some may have been missed. */
export const subscribeQueueEvents = (
  pubsub: PubSub,
  brands: readonly BrandCode[],
  listener: { event: (event: QueueEvent) => void; interrupted: () => void },
): Subscription =>
  pubsub.subscribe(ALLOCATION_CHANNEL, {
    message: (payload) => {
      const event = parse(payload);
      if (event && brands.includes(event.brand)) listener.event(event);
    },
    interrupted: listener.interrupted,
  });
