import type { ReminderKind } from '@portal/domain/learners';
import { and, eq, sql } from 'drizzle-orm';
import { instructors } from '../../db/schema/instructors.ts';
import { learnerPageLinks, learners, lessonReminders } from '../../db/schema/learners.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { activeLessonsStarting, lessonOf } from '../calendar/public.repository.ts';

/**
 * Reminder texts (issue 27). The unique key (calendar item, lesson start, kind) is the guarantee: a reminder is
 * claimed by inserting its row in the transaction that sends it, so a second instance waits on the first's row and
 * then finds it taken; a run that dies before committing leaves nothing, and the next run sends it.
 */

/** Lessons starting in [from, to) whose learner wants reminders and has a mobile, not yet reminded at this start. */
export const findDueReminders = (from: Date, to: Date, kind: ReminderKind) => {
  const due = activeLessonsStarting(from, to);
  const instructorPerson = sql`reminder_instructor_person`;
  return db
    .select({
      calendarItemId: due.id,
      instructorId: due.instructorId,
      learnerId: learners.id,
      startAt: due.startAt,
      mobile: sql<string>`${people.mobileNumber}`,
      pickupPostcode: sql<string | null>`coalesce(${learners.pickupPostcode}, ${people.postcode})`,
      instructorName: sql<string>`(select ${instructorPerson}.first_name || ' ' || ${instructorPerson}.last_name
        from ${instructors} join ${people} ${instructorPerson} on ${instructorPerson}.id = ${instructors.personId}
        where ${instructors.id} = ${due.instructorId})`,
      link: sql<{ id: string; sealed: string } | null>`(select json_build_object('id', pl.id, 'sealed', pl.token_sealed)
        from ${learnerPageLinks} pl where pl.learner_id = ${learners.id} and pl.instructor_id = ${due.instructorId}
        and pl.revoked_at is null)`,
    })
    .from(due)
    .innerJoin(learners, eq(learners.id, due.learnerId))
    .innerJoin(people, eq(people.id, learners.personId))
    .where(
      and(
        eq(learners.reminderOptIn, true),
        sql`${people.mobileNumber} is not null`,
        sql`not exists (select 1 from ${lessonReminders} r where r.calendar_item_id = ${due.id}
          and r.lesson_start_at = ${due.startAt} and r.kind = ${kind})`,
      ),
    );
};

export type DueReminder = Awaited<ReturnType<typeof findDueReminders>>[number];

/** Claims the reminder (in the caller's transaction); false when another run holds or has sent it. */
export const claimReminder = async (row: {
  id: string;
  calendarItemId: string;
  lessonStartAt: Date;
  kind: ReminderKind;
  learnerId: string;
  instructorId: string;
  toNumber: string;
  sentAt: Date;
}): Promise<boolean> => {
  const claimed = await db
    .insert(lessonReminders)
    .values({ ...row, reference: row.id, status: 'Sent' })
    .onConflictDoNothing({
      target: [lessonReminders.calendarItemId, lessonReminders.lessonStartAt, lessonReminders.kind],
    })
    .returning({ id: lessonReminders.id });
  return claimed.length > 0;
};

/** The provider's delivery report for a reminder. */
export const updateReminderDelivery = (reference: string, delivered: boolean, at: Date) =>
  db
    .update(lessonReminders)
    .set({ status: delivered ? 'Delivered' : 'Failed', deliveredAt: delivered ? at : null })
    .where(eq(lessonReminders.reference, reference));

/** STOP from a mobile: every learner with that number stops getting reminders. */
export const optOutByMobile = async (mobile: string): Promise<number> => {
  const rows = await db
    .update(learners)
    .set({ reminderOptIn: false })
    .where(sql`${learners.personId} in (select ${people.id} from ${people} where ${people.mobileNumber} = ${mobile})`)
    .returning({ id: learners.id });
  return rows.length;
};

/** The reminder of the instructor's lesson at its current start (or null), as the lesson detail shows it. */
export const findLessonReminder = async (instructorId: string, itemId: string) => {
  const lesson = lessonOf(instructorId, itemId);
  const [row] = await db
    .select({
      status: lessonReminders.status,
      sentAt: lessonReminders.sentAt,
      deliveredAt: lessonReminders.deliveredAt,
    })
    .from(lesson)
    .innerJoin(
      lessonReminders,
      and(eq(lessonReminders.calendarItemId, lesson.id), eq(lessonReminders.lessonStartAt, lesson.startAt)),
    )
    .where(eq(lessonReminders.instructorId, instructorId))
    .limit(1);
  return row ?? null;
};
