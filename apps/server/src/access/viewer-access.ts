import type { Viewer as AccessViewer, PropositionLike } from '@portal/domain/access';
import type { AppDeps } from '../app-deps.ts';
import { findAccessFacts } from './access.repository.ts';

export type { AccessViewer };

/**
 * The signed-in instructor as the access rules see them (status and franchises), or null when the instructor
 * no longer exists. The one place these facts are read: a cache kept with the session would go here.
 */
export const loadAccessViewer = async (deps: AppDeps, instructorId: string): Promise<AccessViewer | null> => {
  const rows = await findAccessFacts(deps.db, instructorId);
  const [first] = rows;
  if (!first) return null;
  const propositions: PropositionLike[] = rows.flatMap(({ name, type, brand }) =>
    name !== null && type !== null && brand !== null ? [{ name, type, brand }] : [],
  );
  return { status: first.status, propositions };
};
