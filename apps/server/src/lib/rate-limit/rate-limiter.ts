export type RateLimitResult = { allowed: boolean; remaining: number; resetAt: Date };

/** Fixed-window counter. Memory by default; Redis (REDIS_URL) when several servers share the load. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitResult>;
  close: () => Promise<void>;
};
