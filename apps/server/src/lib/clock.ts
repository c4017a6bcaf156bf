/** Injected so tests can move time (code expiry, lockouts, session timeouts). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export const createTestClock = (start = new Date('2026-11-23T10:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
};
