/** What a subscriber hears: each message, and every moment when messages may have been missed. */
export type PubSubListener = {
  message: (payload: string) => void;
  /** The connection was lost: anything published meanwhile is gone, so drop whatever depends on hearing it. */
  interrupted: () => void;
};

export type Subscription = {
  /** True while every message published by any instance reaches this subscriber. */
  isLive: () => boolean;
  unsubscribe: () => void;
};

/**
 * Messages between server instances (session revocations). In process by default (one instance: PGlite);
 * Redis (REDIS_URL) or PostgreSQL LISTEN/NOTIFY (DATABASE_URL) when several instances share the work.
 */
export type PubSub = {
  kind: 'memory' | 'redis' | 'postgres';
  publish: (channel: string, payload: string) => Promise<void>;
  subscribe: (channel: string, listener: PubSubListener) => Subscription;
  close: () => Promise<void>;
};
