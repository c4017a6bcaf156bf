import type { DrivingTestStatus, DrivingTestType } from '@portal/domain/learners';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { drivingTests, learnerSkillScores, learners } from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { lessonsWith, selectLessonTimes } from '../calendar/public.repository.ts';
import { knownTo } from './learners.repository.ts';

/**
 * A learner's records the instructor keeps: lessons (read from the calendar's table, never written here),
 * driving tests and DVSA progress scores. Every query is scoped to learners known to the instructor.
 */

/** Per learner: the last lesson started and the next one to come, of this instructor's Active/Pending lessons. */
export const findLessonFacts = (instructorId: string, learnerIds: readonly string[], now: Date) =>
  selectLessonTimes(instructorId, now, learnerIds);

/** The instructor's lessons with a learner, newest first. */
export const findLearnerLessonRows = (instructorId: string, learnerId: string) => {
  const lessons = lessonsWith(instructorId, learnerId);
  return db
    .select({
      id: lessons.id,
      startAt: lessons.startAt,
      endAt: lessons.endAt,
      status: lessons.status,
      paid: lessons.paid,
      notes: lessons.notes,
      test: lessons.test,
      pickupPostcode: sql<string | null>`coalesce(${learners.pickupPostcode}, ${people.postcode})`,
    })
    .from(lessons)
    .innerJoin(learners, eq(learners.id, lessons.learnerId))
    .innerJoin(people, eq(people.id, learners.personId))
    .orderBy(desc(lessons.startAt))
    .limit(500);
};

export type LearnerLessonRow = Awaited<ReturnType<typeof findLearnerLessonRows>>[number];

const testColumns = {
  id: drivingTests.id,
  learnerId: drivingTests.learnerId,
  date: drivingTests.date,
  type: drivingTests.type,
  status: drivingTests.status,
};

export const findTestRows = (instructorId: string, learnerIds: readonly string[]) =>
  db
    .select(testColumns)
    .from(drivingTests)
    .where(and(inArray(drivingTests.learnerId, [...learnerIds]), knownTo(instructorId, drivingTests.learnerId)))
    .orderBy(asc(drivingTests.date), asc(drivingTests.createdAt));

export type TestRow = Awaited<ReturnType<typeof findTestRows>>[number];

export const findTestRow = async (instructorId: string, id: string) => {
  const [row] = await db
    .select(testColumns)
    .from(drivingTests)
    .where(and(eq(drivingTests.id, id), knownTo(instructorId, drivingTests.learnerId)));
  return row ?? null;
};

export type TestValues = { date: string; type: DrivingTestType; status: DrivingTestStatus };

export const insertTest = async (learnerId: string, values: TestValues) => {
  const [row] = await db
    .insert(drivingTests)
    .values({ learnerId, ...values })
    .returning(testColumns);
  return row!;
};

export const updateTestRow = async (instructorId: string, id: string, values: TestValues) => {
  const [row] = await db
    .update(drivingTests)
    .set(values)
    .where(and(eq(drivingTests.id, id), knownTo(instructorId, drivingTests.learnerId)))
    .returning(testColumns);
  return row ?? null;
};

export const deleteTestRow = async (instructorId: string, id: string) => {
  const rows = await db
    .delete(drivingTests)
    .where(and(eq(drivingTests.id, id), knownTo(instructorId, drivingTests.learnerId)))
    .returning({ id: drivingTests.id });
  return rows.length > 0;
};

export const findSkillScoreRows = (instructorId: string, learnerIds: readonly string[]) =>
  db
    .select({
      learnerId: learnerSkillScores.learnerId,
      skillId: learnerSkillScores.skillId,
      score: learnerSkillScores.score,
    })
    .from(learnerSkillScores)
    .where(
      and(inArray(learnerSkillScores.learnerId, [...learnerIds]), knownTo(instructorId, learnerSkillScores.learnerId)),
    );

/** Saves the scores that changed (one statement), stamped with who and when. */
export const upsertSkillScores = async (
  instructorId: string,
  learnerId: string,
  skills: readonly { id: string; score: number }[],
  now: Date,
) => {
  if (skills.length === 0) return;
  await db
    .insert(learnerSkillScores)
    .values(
      skills.map((skill) => ({
        learnerId,
        skillId: skill.id,
        score: skill.score,
        updatedAt: now,
        updatedBy: instructorId,
      })),
    )
    .onConflictDoUpdate({
      target: [learnerSkillScores.learnerId, learnerSkillScores.skillId],
      set: { score: sql`excluded.score`, updatedAt: sql`excluded.updated_at`, updatedBy: sql`excluded.updated_by` },
      setWhere: sql`${learnerSkillScores.score} <> excluded.score`,
    });
};
