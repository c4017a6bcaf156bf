import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  calendarItems,
  franchiseCoveredDistricts,
  franchiseSettings,
  franchiseWorkingHours,
  learnerAllocations,
  learners,
  lessonBalances,
  people,
  propositionAllocations,
  propositions,
} from '../../db/schema/index.ts';
import { learnerColumns } from '../learners/learners.repository.ts';

/** Working hours of all the instructor's franchises, by franchise and day. */
export const findWorkingHours = (db: Database, instructorId: string) =>
  db
    .select({
      id: franchiseWorkingHours.id,
      lineItemKey: franchiseWorkingHours.propositionAllocationId,
      day: franchiseWorkingHours.day,
      start: franchiseWorkingHours.startMinute,
      end: franchiseWorkingHours.endMinute,
    })
    .from(franchiseWorkingHours)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, franchiseWorkingHours.propositionAllocationId))
    .where(eq(propositionAllocations.instructorId, instructorId))
    .orderBy(asc(franchiseWorkingHours.propositionAllocationId), asc(franchiseWorkingHours.day));

/**
 * One row per learner allocated to the franchise, with what decides whether they are active (spec 4 §4):
 * the first allocation's status and date, Motability, a future lesson and the last lesson.
 */
export const findLearnerActivity = async (db: Database, instructorId: string, franchiseId: string, now: Date) => {
  const at = now.toISOString();
  return db
    .select({
      learnerId: learnerAllocations.learnerId,
      status: learnerAllocations.status,
      fromDate: learnerAllocations.fromDate,
      motability: sql<boolean>`${propositions.type} = 'Motability' or ${learnerAllocations.productCategory} = 'Motability'`,
      hasFutureLesson: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerAllocations.learnerId} and ci.status = 'Active' and ci.start_at > ${at}::timestamptz)`,
      lastLesson: sql<
        string | Date | null
      >`(select max(ci.start_at) from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learnerAllocations.learnerId} and ci.status = 'Active' and ci.start_at <= ${at}::timestamptz)`,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(
      and(
        eq(learnerAllocations.propositionAllocationId, franchiseId),
        eq(propositionAllocations.instructorId, instructorId),
        sql`${learnerAllocations.status} <> 'Rejected'`,
      ),
    );
};

/**
 * Everything booking needs about one of the instructor's learners, in one query: the learner, the
 * allocation lessons go under (the oldest current one), its balance, whether the learner already has
 * lessons with the instructor, and that franchise's capacity settings and covered districts.
 */
export const findBookingRow = async (db: Database, instructorId: string, learnerId: string, today: string) => {
  const [row] = await db
    .select({
      ...learnerColumns,
      allocation: {
        id: learnerAllocations.id,
        status: learnerAllocations.status,
        productCategory: learnerAllocations.productCategory,
        propositionAllocationId: learnerAllocations.propositionAllocationId,
      },
      balanceHours: sql<string | number | null>`${lessonBalances.hours}`,
      firstStatus: sql<string>`(select la.status from ${learnerAllocations} la join ${propositionAllocations} pa
        on pa.id = la.proposition_allocation_id where la.learner_id = ${learners.id} and pa.instructor_id = ${instructorId}
        order by la.created_at, la.id limit 1)`,
      known: sql<boolean>`exists (select 1 from ${calendarItems} ci where ci.instructor_id = ${instructorId}
        and ci.learner_id = ${learners.id} and ci.status = 'Active')`,
      travelMinutes: franchiseSettings.travelMinutes,
      capacityMaximum: franchiseSettings.capacityMaximum,
      capacityLocked: franchiseSettings.capacityLocked,
      districts: sql<string | null>`(select string_agg(d.district_code, ',') from ${franchiseCoveredDistricts} d
        where d.proposition_allocation_id = ${learnerAllocations.propositionAllocationId})`,
    })
    .from(learnerAllocations)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, learnerAllocations.propositionAllocationId))
    .innerJoin(learners, eq(learners.id, learnerAllocations.learnerId))
    .innerJoin(people, eq(people.id, learners.personId))
    .leftJoin(
      franchiseSettings,
      eq(franchiseSettings.propositionAllocationId, learnerAllocations.propositionAllocationId),
    )
    .leftJoin(
      lessonBalances,
      and(eq(lessonBalances.learnerId, learners.id), eq(lessonBalances.category, learnerAllocations.productCategory)),
    )
    .where(
      and(
        eq(learners.id, learnerId),
        eq(propositionAllocations.instructorId, instructorId),
        or(sql`${learnerAllocations.status} <> 'Rejected'`, eq(learners.sourcedBy, 'Instructor')),
      ),
    )
    .orderBy(
      sql`(${learnerAllocations.status} = 'Rejected' or coalesce(${learnerAllocations.toDate} < ${today}, false))`,
      asc(learnerAllocations.createdAt),
      asc(learnerAllocations.id),
    )
    .limit(1);
  return row ?? null;
};
