import { defaultStandsUntil } from '@portal/domain/slot-offers';
import { and, asc, eq, gt } from 'drizzle-orm';
import { calendarItems, slotOfferRecipients, slotOffers } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { instructorIdFor } from './foundation.seed.ts';
import { learnerIdFor } from './learners.seed.ts';
import { seedId } from './seed-id.ts';

const HOUR = 3_600_000;
/** Daniel's learners with pre-paid hours, the first offered first (Lewis has no lesson booked: a suggested one). */
const offeredTo = ['lewis', 'mohammed', 'priya', 'harry'];

/**
 * Issue 27 §3 in the demo: Daniel (100001) has offered the slot of his next cancelled lesson (a day or more
 * ahead) to three learners this morning; one of them has opened the link, nobody has taken it yet, and it stands
 * until two hours before the lesson. It shows on his home (Slot offers) and in his calendar. The seed sends no
 * texts, so these learners have no link to it: try accepting with an offer of your own (README).
 */
export const seedSlotOffers = async (now: Date = new Date()): Promise<void> => {
  const instructorId = instructorIdFor('100001');
  const [lesson] = await db
    .select({
      id: calendarItems.id,
      learnerId: calendarItems.learnerId,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      travelMinutes: calendarItems.travelMinutes,
    })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        eq(calendarItems.kind, 'lesson'),
        eq(calendarItems.status, 'Cancelled'),
        gt(calendarItems.startAt, new Date(now.getTime() + 24 * HOUR)),
      ),
    )
    .orderBy(asc(calendarItems.startAt))
    .limit(1);
  if (!lesson) throw new Error('The calendar seed has no cancelled lesson ahead for the slot offer seed');
  const offeredAt = new Date(now.getTime() - 2 * HOUR);
  // Cancelled before it was offered (the calendar seed dates a cancellation three days before its lesson: can be later).
  await db
    .update(calendarItems)
    .set({ cancelledAt: new Date(offeredAt.getTime() - HOUR) })
    .where(eq(calendarItems.id, lesson.id));
  const offerId = seedId('slot-offer:100001:next-cancelled');
  await db.insert(slotOffers).values({
    id: offerId,
    instructorId,
    startAt: lesson.startAt,
    endAt: lesson.endAt,
    lessonType: 'Standard',
    standsUntil: defaultStandsUntil(lesson.startAt, now),
    textInstructor: true,
    travelMinutes: lesson.travelMinutes,
    fromLessonId: lesson.id,
    createdAt: offeredAt,
  });
  const keys = offeredTo.filter((key) => learnerIdFor(key) !== lesson.learnerId).slice(0, 3);
  await db.insert(slotOfferRecipients).values(
    keys.map((key, i) => ({
      id: seedId(`slot-offer-recipient:100001:${key}`),
      offerId,
      learnerId: learnerIdFor(key),
      sentAt: offeredAt,
      openedAt: i === 0 ? new Date(offeredAt.getTime() + 40 * 60_000) : null,
    })),
  );
};
