import type { Viewer } from '@portal/domain/access';
import { createContext, useContext } from 'react';
import type { SessionInstructorFragment } from '../../gql/graphql.ts';

export type SessionInstructor = SessionInstructorFragment;

export const SessionContext = createContext<SessionInstructor | null>(null);

/** The signed-in instructor, or null (only on pages the gate lets through without a session). */
export const useSessionInstructor = (): SessionInstructor | null => useContext(SessionContext);

/** The shape the access rules of packages/domain look at. */
export const viewerOf = (instructor: SessionInstructor): Viewer => ({
  status: instructor.status,
  propositions: instructor.propositions.map(({ proposition: p }) => ({
    name: p.name,
    type: p.type,
    brand: p.brand,
    transmission: p.transmission,
  })),
});
