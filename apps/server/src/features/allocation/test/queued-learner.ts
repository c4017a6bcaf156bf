import type { DayPart, QueueLessonType } from '@portal/domain/allocation';
import type { Fixture } from '../../../../test/fixture.ts';
import { allocationQueue } from '../../../db/schema/index.ts';

export type QueuedLearner = {
  postcode: string;
  brand?: 'AADS' | 'BSM';
  lessonType?: QueueLessonType;
  /** Preferred days (0 = Monday) and parts of the day: Monday and Wednesday afternoons unless given. */
  days?: number[];
  parts?: DayPart[];
};

let made = 0;

/** A manual learner from the booking line waiting in the allocation queue (joined a minute before the last one). */
export const addQueuedLearner = async (fx: Fixture, learner: QueuedLearner) => {
  made += 1;
  const [row] = await fx.db
    .insert(allocationQueue)
    .values({
      brand: learner.brand ?? 'AADS',
      title: 'Miss',
      firstName: 'Queued',
      lastName: `Learner${made}`,
      dateOfBirth: '2007-05-01',
      emailAddress: `queued${made}@example.com`,
      line1: '1 Test Street',
      town: 'Leeds',
      postcode: learner.postcode,
      lessonType: learner.lessonType ?? 'Standard',
      transmission: 'Manual',
      preferredDays: learner.days ?? [0, 2],
      preferredParts: learner.parts ?? ['Afternoon'],
      ratePence: 3600,
      joinedAt: new Date(fx.clock.now().getTime() - made * 60_000),
    })
    .returning({ id: allocationQueue.id });
  return row!.id;
};
