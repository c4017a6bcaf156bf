import { TZDate } from '@date-fns/tz';
import { seriesOccurrences } from '@portal/domain/calendar';
import { UK_TIME_ZONE } from '@portal/domain/time';
import { addDays, format, startOfWeek } from 'date-fns';
import { calendarItems, timeOffSeries } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { franchiseIdFor, instructorIdFor } from './foundation.seed.ts';
import { learnerIdFor, seedLearners } from './learners.seed.ts';
import { seedId } from './seed-id.ts';

type Item = typeof calendarItems.$inferInsert;
/** [hour, minute, length in hours, travel minutes] */
type Slot = [number, number, number, number];

/** 'H:MM/hours/travel' slots of a day, e.g. '9:00/2/15' = 09:00 for 2 hours after 15 minutes' travel. */
const day = (text: string): Slot[] =>
  text.split(' ').map((slot) => {
    const [time, hours, travel] = slot.split('/') as [string, string, string];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return [hour, minute, Number(hours), Number(travel)];
  });
const templates = [
  day('9:00/2/15 11:30/2/15 14:30/2/30'),
  day('8:30/1.5/0 10:30/2/15 13:30/2/30 16:00/1.5/15'),
  day('10:00/2/0 13:00/1/15 15:00/2/15'),
];
const saturday = day('9:00/2/0 11:30/1.5/15');
const regulars = ['olivia', 'jack', 'harry', 'isla', 'mohammed', 'sophie', 'priya', 'noah', 'chloe', 'amelia'];

/** A wall-clock time in the UK, `week` weeks from the Monday of the seed's week. */
const ukTime = (monday: Date, week: number, day: number, hour: number, minute = 0) => {
  const date = addDays(new TZDate(monday.getTime(), UK_TIME_ZONE), week * 7 + day);
  return new Date(
    new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute, UK_TIME_ZONE).getTime(),
  );
};

const overlaps = (a: Item, b: Item) =>
  a.startAt.getTime() - (a.travelMinutes ?? 0) * 60_000 < b.endAt.getTime() &&
  b.startAt.getTime() - (b.travelMinutes ?? 0) * 60_000 < a.endAt.getTime();

const lesson = (adi: string, key: string, id: string, start: Date, hours: number, travel: number, now: Date): Item => {
  const learner = seedLearners.find((l) => l.key === key)!;
  const category = learner.category ?? 'PreTest';
  const paid = learner.sourcedBy === 'Business' || (key === 'isla' && start < now);
  return {
    id: seedId(id),
    instructorId: instructorIdFor(adi),
    kind: 'lesson',
    learnerId: learnerIdFor(key),
    propositionAllocationId: franchiseIdFor(adi, learner.franchise),
    startAt: start,
    endAt: new Date(start.getTime() + hours * 3_600_000),
    travelMinutes: travel,
    status: 'Active',
    paid,
    paidHours: paid ? hours : 0,
    productCategory: category,
    newLearner: learner.status === 'Pending',
    ditLessonType: learner.customerType === 'DIT' ? 'DitCar' : null,
  };
};

const timeOff = (adi: string, id: string, start: Date, end: Date, notes: string, extra: Partial<Item> = {}): Item => ({
  id: seedId(id),
  instructorId: instructorIdFor(adi),
  kind: 'time_off',
  startAt: start,
  endAt: end,
  status: 'Active',
  notes,
  ...extra,
});

type Week = { monday: Date; now: Date };
type Book = (adi: string, key: string, id: string, start: Date, hours: number, travel: number) => Item;

/** Daniel's fixed events: a weekly school-run series, one-offs, tests and a new learner's first lessons. */
const danielFixed = ({ monday }: Week, book: Book, seriesId: string): Item[] => {
  const adi = '100001';
  const at = (week: number, day: number, hour: number, minute = 0) => ukTime(monday, week, day, hour, minute);
  const until = format(at(8, 3, 12), 'yyyy-MM-dd');
  const pickUp = seriesOccurrences(at(-3, 3, 16, 30), at(-3, 3, 18), 'WEEKLY', until, 20);
  const off = (key: string, start: Date, end: Date, notes: string, extra: Partial<Item> = {}) =>
    timeOff(adi, `time-off:${adi}:${key}`, start, end, notes, extra);
  return [
    ...pickUp.map((slot, i) => off(`school-run:${i}`, slot.start, slot.end, 'School pick-up', { seriesId })),
    off('dentist', at(-1, 2, 12), at(-1, 2, 13), 'Dentist'),
    off('service', at(1, 0, 8), at(1, 0, 10, 30), 'Car service at the dealer'),
    off('wedding', at(2, 5, 0), new Date(at(2, 6, 0).getTime() - 1), 'Family wedding', { allDay: true }),
    {
      ...book(adi, 'sophie', `lesson:${adi}:sophie-test`, at(1, 1, 10), 2, 30),
      test: true,
      notes: 'Driving test at Harehills, 10:45. Warm-up drive first.',
    },
    {
      ...book(adi, 'chloe', `lesson:${adi}:chloe-test`, at(-2, 3, 13), 2, 15),
      test: true,
      notes: 'Passed with 3 minors!',
    },
    {
      ...book(adi, 'grace', `lesson:${adi}:grace-1`, at(0, 3, 8), 2, 15),
      notes: 'First lesson: controls and moving off.',
    },
    book(adi, 'grace', `lesson:${adi}:grace-2`, at(1, 3, 8), 2, 15),
  ];
};

/** Some lessons are cancelled, as in any real diary: with a reason, refunded when paid. */
const maybeCancelled = (item: Item, week: number, n: number): Item =>
  n % 9 !== 4
    ? item
    : {
        ...item,
        status: 'Cancelled',
        cancelledAt: new Date(item.startAt.getTime() - 3 * 86_400_000),
        cancellationReason:
          week < 0
            ? 'Learner unwell with a heavy cold, will rebook next week'
            : 'Learner has a college exam that morning',
        refunded: item.paid,
      };

/** Daniel's weeks: three back, this one, three ahead, filled around the fixed events. */
const danielItems = (w: Week, book: Book, seriesId: string): Item[] => {
  const items = danielFixed(w, book, seriesId);
  for (let week = -3; week <= 3; week++) {
    // Amelia has no hours left, so she has no lessons ahead.
    const pool = week < 0 ? regulars : regulars.filter((k) => k !== 'amelia');
    for (let d = 0; d <= 5; d++) {
      const slots = d === 5 ? saturday : templates[(((week * 7 + d) % 3) + 3) % 3]!;
      slots.forEach(([hour, minute, hours, travel], i) => {
        const key = pool[(((week * 31 + d * 7 + i * 3) % pool.length) + pool.length) % pool.length]!;
        const start = ukTime(w.monday, week, d, hour, minute);
        const item = book('100001', key, `lesson:100001:${week}:${d}:${i}`, start, hours, travel);
        if (items.some((other) => other.status === 'Active' && overlaps(other, item))) return;
        items.push(maybeCancelled(item, week, week * 7 + d + i + 21));
      });
    }
  }
  return items;
};

/** A lighter fortnight for Emma (100002) and DIT/Motability lessons for Aisha (100006). */
const otherItems = ({ monday }: Week, book: Book): Item[] => {
  const items: Item[] = [];
  const emma = ['ruby', 'callum', 'ellie'];
  for (let week = 0; week <= 1; week++) {
    for (let d = 0; d <= 4; d++) {
      const id = `lesson:100002:${week}:${d}`;
      items.push(book('100002', emma[(week + d) % 3]!, `${id}:0`, ukTime(monday, week, d, 9), 2, 15));
      items.push(book('100002', emma[(week + d + 1) % 3]!, `${id}:1`, ukTime(monday, week, d, 14), 1.5, 15));
    }
  }
  for (let week = -1; week <= 1; week++) {
    for (const d of [1, 3])
      items.push(book('100006', 'ravi', `lesson:100006:${week}:${d}`, ukTime(monday, week, d, 10), 2, 0));
    for (const d of [0, 2]) {
      items.push(book('100006', 'margaret', `lesson:100006:${week}:${d}`, ukTime(monday, week, d, 14), 1.5, 15));
    }
  }
  return items;
};

export const seedCalendarEvents = async (now: Date): Promise<void> => {
  const monday = new Date(startOfWeek(new TZDate(now.getTime(), UK_TIME_ZONE), { weekStartsOn: 1 }).getTime());
  const book: Book = (adi, key, id, start, hours, travel) => lesson(adi, key, id, start, hours, travel, now);
  const seriesId = seedId('time-off-series:100001:school-run');
  await db.insert(timeOffSeries).values({
    id: seriesId,
    instructorId: instructorIdFor('100001'),
    frequency: 'WEEKLY',
    startDate: format(ukTime(monday, -3, 3, 12), 'yyyy-MM-dd'),
    endDate: format(ukTime(monday, 8, 3, 12), 'yyyy-MM-dd'),
    startLocal: '16:30:00',
    endLocal: '18:00:00',
  });
  const week = { monday, now };
  await db.insert(calendarItems).values([...danielItems(week, book, seriesId), ...otherItems(week, book)]);
};
