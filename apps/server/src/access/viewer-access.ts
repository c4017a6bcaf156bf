import type { Viewer as AccessViewer, PropositionLike } from '@portal/domain/access';
import type { AppDeps } from '../app-deps.ts';
import { pubsubOf } from '../lib/pubsub/memory-pubsub.ts';
import { findAccessFacts } from './access.repository.ts';
import { ACCESS_CHANNEL, accessCacheOf } from './access-cache.ts';

export type { AccessViewer };

type AccessDeps = Pick<AppDeps, 'db' | 'clock' | 'pubsub'>;

const readAccessViewer = async (deps: AccessDeps, instructorId: string): Promise<AccessViewer | null> => {
  const rows = await findAccessFacts(deps.db, instructorId);
  const [first] = rows;
  if (!first) return null;
  const propositions: PropositionLike[] = rows.flatMap(({ name, type, brand }) =>
    name !== null && type !== null && brand !== null ? [{ name, type, brand }] : [],
  );
  return { status: first.status, propositions };
};

/**
 * The signed-in instructor as the access rules see them (status and franchises), or null when the instructor
 * no longer exists. Most requests answer from this instance's cache (see access-cache.ts): whatever changes an
 * instructor's status or franchises calls `announceAccessChange` after its write is committed.
 */
export const loadAccessViewer = async (deps: AccessDeps, instructorId: string): Promise<AccessViewer | null> => {
  const cache = accessCacheOf(pubsubOf(deps));
  const now = deps.clock.now().getTime();
  const cached = cache.lookup(instructorId, now);
  if (cached) return cached;
  const mark = cache.mark();
  const viewer = await readAccessViewer(deps, instructorId);
  if (viewer) cache.store(instructorId, viewer, now, mark);
  return viewer;
};

/**
 * An instructor's status or franchises changed (the office's enrolment, a status change): every instance reads
 * them again at the next request. Call after the change is committed.
 */
export const announceAccessChange = async (deps: Pick<AppDeps, 'pubsub' | 'db'>, instructorId: string) => {
  const pubsub = pubsubOf(deps);
  accessCacheOf(pubsub).evict(instructorId);
  await pubsub.publish(ACCESS_CHANNEL, instructorId);
};
