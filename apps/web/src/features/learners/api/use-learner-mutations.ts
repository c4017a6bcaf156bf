import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  CreateTestDocument,
  type CreateTestInput,
  DeleteTestDocument,
  LearnerLessonNotesDocument,
  UpdateHourlyRateDocument,
  UpdateLearnerProgressDocument,
} from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

const ok = () => null;

/** The learner page's changes, each giving an Outcome (spec 3 §7). */
export const useLearnerMutations = () => {
  const client = useClient();
  const updateHourlyRate = useCallback(
    async (allocationId: string, rate: number): Promise<Outcome> =>
      outcomeOf(await client.mutation(UpdateHourlyRateDocument, { allocationId, rate }).toPromise(), ok),
    [client],
  );
  const saveProgress = useCallback(
    async (learnerId: string, skills: { id: string; score: number }[]): Promise<Outcome> =>
      outcomeOf(await client.mutation(UpdateLearnerProgressDocument, { learnerId, skills }).toPromise(), ok),
    [client],
  );
  const createTest = useCallback(
    async (input: CreateTestInput): Promise<Outcome> =>
      outcomeOf(await client.mutation(CreateTestDocument, { input }).toPromise(), ok),
    [client],
  );
  const deleteTest = useCallback(
    async (id: string): Promise<Outcome> =>
      outcomeOf(await client.mutation(DeleteTestDocument, { id }).toPromise(), ok),
    [client],
  );
  const updateNotes = useCallback(
    async (id: string, notes: string): Promise<Outcome> =>
      outcomeOf(await client.mutation(LearnerLessonNotesDocument, { input: { id, notes } }).toPromise(), ok),
    [client],
  );
  return { updateHourlyRate, saveProgress, createTest, deleteTest, updateNotes };
};
