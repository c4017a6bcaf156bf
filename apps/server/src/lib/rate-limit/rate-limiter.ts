export type RateLimitResult = { allowed: boolean; remaining: number; resetAt: Date };

/** Fixed-window counter. Memory by default; Redis (REDIS_URL) when several servers share the load. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitResult>;
  /** Takes back one hit of the current window (a charged attempt that turned out right); never below zero. */
  refund: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
