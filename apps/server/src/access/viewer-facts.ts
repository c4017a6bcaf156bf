import type { Viewer as AccessViewer, PropositionLike } from '@portal/domain/access';
import type { DatabaseHandle } from '../db/client.ts';
import { runUnitOfWork } from '../db/unit-of-work.ts';
import type { Clock } from '../lib/clock.ts';
import { createEvictingCache } from '../lib/evicting-cache.ts';
import type { PubSub } from '../lib/pubsub/pubsub.ts';
import { findViewerFacts, type ViewerFactsRow } from './viewer-facts.repository.ts';

export type { AccessViewer };

/** How long an instructor's facts are trusted without a read (a change announced evicts them at once). */
export const VIEWER_FACTS_CACHE_MS = 30_000;
const MAX_ENTRIES = 20_000;
export const VIEWER_FACTS_CHANNEL = 'access';

type Franchise = NonNullable<ViewerFactsRow['franchise']>;
type Proposition = NonNullable<ViewerFactsRow['proposition']>;

/** Who the signed-in instructor is: their record and every franchise (dormant ones included). */
export type ViewerFacts = Omit<ViewerFactsRow, 'franchise' | 'proposition'> & {
  franchises: Array<{ franchise: Franchise; proposition: Proposition }>;
};

const toFacts = (rows: ViewerFactsRow[]): ViewerFacts | null => {
  const [first] = rows;
  if (!first) return null;
  const { franchise: _franchise, proposition: _proposition, ...instructor } = first;
  const franchises = rows.flatMap(({ franchise, proposition }) =>
    franchise && proposition ? [{ franchise, proposition }] : [],
  );
  return { ...instructor, franchises };
};

/** The facts as the access rules see them: the status and every franchise's name, type and brand. */
export const accessViewerOf = (facts: ViewerFacts): AccessViewer => ({
  status: facts.status,
  propositions: facts.franchises.map(({ proposition }): PropositionLike => proposition),
});

export type ViewerFactsSource = {
  /** The instructor's facts, or null when the instructor no longer exists: this instance's cache, else one read. */
  load: (instructorId: string) => Promise<ViewerFacts | null>;
  /**
   * An instructor's status, franchises or person record changed (the office's enrolment, a status change):
   * every instance reads them again at the next request. Call after the change is committed.
   */
  announceChange: (instructorId: string) => Promise<void>;
};

/**
 * The one read of who is asking, for the access rules (every guarded operation), `me`, and whatever else needs
 * the instructor's status or franchises: one statement, kept for a short time by each instance and evicted
 * everywhere when a change is announced (lib/evicting-cache.ts).
 */
export const createViewerFactsSource = (parts: {
  database: DatabaseHandle;
  pubsub: PubSub;
  clock: Clock;
}): ViewerFactsSource => {
  const cache = createEvictingCache<string, ViewerFacts>({
    pubsub: parts.pubsub,
    channel: VIEWER_FACTS_CHANNEL,
    ttlMs: VIEWER_FACTS_CACHE_MS,
    maxEntries: MAX_ENTRIES,
    // An instructor id names one; anything longer or empty is not ours to read: forget everything.
    evicts: (payload) => (payload.length > 0 && payload.length <= 64 ? (key) => key === payload : null),
  });
  return {
    load: async (instructorId) => {
      const now = parts.clock.now().getTime();
      const cached = cache.lookup(instructorId, now);
      if (cached) return cached;
      const mark = cache.mark();
      const facts = toFacts(await runUnitOfWork(parts.database, () => findViewerFacts(instructorId)));
      if (facts) cache.store(instructorId, facts, now, mark);
      return facts;
    },
    announceChange: (instructorId) => cache.announce(instructorId),
  };
};
