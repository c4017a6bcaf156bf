/**
 * Spec 3 §9, the bio allowance: the first request of a 24-hour window is allowed, then 3 more; from the one
 * after those on, at least 60 seconds must pass since the last. The spec keeps it in the browser; the server
 * keeps the same state per instructor and enforces it.
 */
export const BIO_WINDOW_MS = 24 * 60 * 60_000;
export const BIO_FREE_REQUESTS = 4;
export const BIO_SPACING_MS = 60_000;

export type BioAllowanceState = { windowStartedAt: Date; count: number; lastAt: Date } | null;

export type BioAllowanceDecision = { allowed: true; next: NonNullable<BioAllowanceState> } | { allowed: false };

export const decideBioAllowance = (state: BioAllowanceState, now: Date): BioAllowanceDecision => {
  if (!state || now.getTime() - state.windowStartedAt.getTime() >= BIO_WINDOW_MS) {
    return { allowed: true, next: { windowStartedAt: now, count: 1, lastAt: now } };
  }
  if (state.count >= BIO_FREE_REQUESTS && now.getTime() - state.lastAt.getTime() < BIO_SPACING_MS) {
    return { allowed: false };
  }
  return { allowed: true, next: { windowStartedAt: state.windowStartedAt, count: state.count + 1, lastAt: now } };
};
