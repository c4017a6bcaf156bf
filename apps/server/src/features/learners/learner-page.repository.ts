import type { CustomerType } from '@portal/domain/learners';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import {
  learnerAllocations,
  learnerPageLinks,
  learnerSkillScores,
  learners,
  lessonBalances,
} from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db, readValue } from '../../db/unit-of-work.ts';
import { upcomingLessonsJson } from '../calendar/public.repository.ts';
import { knownTo } from './learners.repository.ts';

/**
 * The learner's own page (issue 27): one live link per learner and instructor, found by the hash of its token.
 * The page is one statement: the learner, their instructor, next lessons, balance and scores.
 */

const ph = sql.placeholder;

export type LearnerPageRow = {
  linkId: string;
  learnerId: string;
  instructorId: string;
  firstName: string;
  customerType: CustomerType;
  reminderOptIn: boolean;
  pickup: { line1: string | null; line2: string | null; town: string | null; postcode: string | null };
  instructor: { firstName: string; lastName: string; mobile: string | null; landline: string | null };
  brand: 'AADS' | 'BSM' | null;
  lessons: Array<{ startAt: string; endAt: string }>;
  balanceHours: number;
  scores: Record<string, number> | null;
};

const lp = learnerPageLinks;
const learnerPerson = sql`lp_person`;

/** The page's facts by the stored hash of a live link whose learner is still allocated to the instructor. */
const pageExpression = (lessons: number) => sql<LearnerPageRow | null>`(select json_build_object(
    'linkId', ${lp.id}, 'learnerId', ${learners.id}, 'instructorId', ${lp.instructorId},
    'firstName', ${learnerPerson}.first_name, 'customerType', ${learners.customerType},
    'reminderOptIn', ${learners.reminderOptIn},
    'pickup', json_build_object('line1', coalesce(${learners.pickupLine1}, ${learnerPerson}.address_line1),
      'line2', case when ${learners.pickupLine1} is null then ${learnerPerson}.address_line2 else ${learners.pickupLine2} end,
      'town', coalesce(${learners.pickupTown}, ${learnerPerson}.town),
      'postcode', coalesce(${learners.pickupPostcode}, ${learnerPerson}.postcode)),
    'instructor', json_build_object('firstName', ${people.firstName}, 'lastName', ${people.lastName},
      'mobile', ${people.mobileNumber}, 'landline', ${people.landlineNumber}),
    'brand', (select case when bool_and(${propositions.brand} = 'BSM') then 'BSM' else 'AADS' end
      from ${propositionAllocations} join ${propositions} on ${propositions.id} = ${propositionAllocations.propositionId}
      where ${propositionAllocations.instructorId} = ${lp.instructorId}),
    'lessons', ${upcomingLessonsJson(lp.instructorId, learners.id, sql`${ph('now')}::timestamptz`, lessons)},
    'balanceHours', (select coalesce(sum(${lessonBalances.hours}), 0) from ${lessonBalances}
      where ${lessonBalances.learnerId} = ${learners.id} and ${lessonBalances.category} in (
        select la.product_category from ${learnerAllocations} la join ${propositionAllocations} pa
        on pa.id = la.proposition_allocation_id where la.learner_id = ${learners.id}
        and pa.instructor_id = ${lp.instructorId} and la.status <> 'Rejected')),
    'scores', (select json_object_agg(${learnerSkillScores.skillId}, ${learnerSkillScores.score})
      from ${learnerSkillScores} where ${learnerSkillScores.learnerId} = ${learners.id}))
  from ${lp}
  join ${learners} on ${learners.id} = ${lp.learnerId}
  join ${people} ${learnerPerson} on ${learnerPerson}.id = ${learners.personId}
  join ${instructors} on ${instructors.id} = ${lp.instructorId}
  join ${people} on ${people.id} = ${instructors.personId}
  where ${lp.tokenHash} = ${ph('tokenHash')} and ${lp.revokedAt} is null
    and ${instructors.status} = 'Active'
    and exists (select 1 from ${learnerAllocations} la join ${propositionAllocations} pa
      on pa.id = la.proposition_allocation_id where la.learner_id = ${learners.id}
      and pa.instructor_id = ${lp.instructorId} and la.status <> 'Rejected'))`;

const pageQuery = pageExpression(10);

/** One statement: the page behind a live link, or null (never issued, revoked, learner no longer allocated). */
export const findLearnerPage = (tokenHash: string, now: Date) =>
  readValue(pageQuery, { tokenHash, now: now.toISOString() });

/** The learner's reminder choice, through their live link; false when the link is not live. */
export const updateOptInByLink = async (linkId: string, optIn: boolean): Promise<boolean> => {
  const rows = await db
    .update(learners)
    .set({ reminderOptIn: optIn })
    .where(
      sql`${learners.id} = (select ${lp.learnerId} from ${lp} where ${lp.id} = ${linkId} and ${lp.revokedAt} is null)`,
    )
    .returning({ id: learners.id });
  return rows.length > 0;
};

/** The instructor's learner as a link needs them: first name, mobile, and the instructor's name; null if not theirs. */
export const findLinkFacts = async (instructorId: string, learnerId: string) => {
  const [row] = await db
    .select({
      mobile: people.mobileNumber,
      reminderOptIn: learners.reminderOptIn,
      instructorName: sql<string>`(select ip.first_name || ' ' || ip.last_name from ${instructors} i
        join ${people} ip on ip.id = i.person_id where i.id = ${instructorId})`,
      linkSentAt: sql<
        string | null
      >`(select max(${lp.createdAt})::text from ${lp} where ${lp.learnerId} = ${learners.id}
        and ${lp.instructorId} = ${instructorId} and ${lp.revokedAt} is null)`,
      link: sql<{ id: string; sealed: string } | null>`(select json_build_object('id', l.id, 'sealed', l.token_sealed)
        from ${lp} l where l.learner_id = ${learners.id} and l.instructor_id = ${instructorId} and l.revoked_at is null)`,
      firstName: people.firstName,
      lastName: people.lastName,
    })
    .from(learners)
    .innerJoin(people, eq(people.id, learners.personId))
    .where(and(eq(learners.id, learnerId), knownTo(instructorId)));
  return row ?? null;
};

/** Revokes the instructor's live link to the learner (if any); true when one was live. */
export const revokeLinks = async (instructorId: string, learnerId: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(lp)
    .set({ revokedAt: now })
    .where(and(eq(lp.instructorId, instructorId), eq(lp.learnerId, learnerId), isNull(lp.revokedAt)))
    .returning({ id: lp.id });
  return rows.length > 0;
};

export const insertLink = async (values: {
  id: string;
  instructorId: string;
  learnerId: string;
  tokenHash: string;
  tokenSealed: string;
  createdAt: Date;
}) => {
  const [row] = await db.insert(lp).values(values).returning({ id: lp.id });
  return row!.id;
};

/** The instructor sets the learner's reminder choice (after asking them). */
export const updateOptInByInstructor = async (instructorId: string, learnerId: string, optIn: boolean) => {
  const rows = await db
    .update(learners)
    .set({ reminderOptIn: optIn })
    .where(and(eq(learners.id, learnerId), knownTo(instructorId)))
    .returning({ id: learners.id });
  return rows.length > 0;
};
