import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  type CalendarInstructor,
  failureOf,
  slot,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { withDb } from '../../../test/with-db.ts';
import { instructorIdFor } from '../../seed/foundation.seed.ts';
import { testCentreIdFor } from '../../seed/preferences.seed.ts';
import { setCapacityLocked } from './index.ts';

// Monday 7 January 2030, 08:00 GMT.
const START = new Date('2030-01-07T08:00:00Z');
const HAREHILLS = testCentreIdFor('harehills');
const HORSFORTH = testCentreIdFor('horsforth');

const PREFERENCES = `query ($id: ID!) { instructor(id: $id) {
  workingHours { day start end lineItemKey }
  travelTime { lineItemKey time }
  learnerCapacity { lineItemKey current maximum locked }
  lessonTypes { propositionAllocationId lessonType enabled toggleable }
  testCentres { id lineItemKey name postcode }
} }`;
const SAVE = `mutation ($input: UpdateInstructorPreferencesInput!) { updateInstructorPreferences(input: $input) { id } }`;

type Answer = {
  instructor: {
    workingHours: Array<{ day: number; start: number | null; end: number | null; lineItemKey: string }>;
    travelTime: Array<{ lineItemKey: string; time: number }>;
    learnerCapacity: Array<{ lineItemKey: string; current: number; maximum: number; locked: boolean }>;
    lessonTypes: Array<{ propositionAllocationId: string; lessonType: string; enabled: boolean; toggleable: boolean }>;
    testCentres: Array<{ id: string; lineItemKey: string; name: string; postcode: string }>;
  };
};

const week = (monday: [number, number] | null = [540, 1020]) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayNumber) => {
    const hours = dayNumber === 0 ? monday : dayNumber < 5 ? [480, 1080] : null;
    return { dayNumber, startTime: hours?.[0] ?? null, endTime: hours?.[1] ?? null };
  });

const inputFor = (me: CalendarInstructor, extra: Record<string, unknown> = {}) => ({
  propositionAllocationId: me.franchiseId,
  instructorId: me.instructorId,
  travelTime: 30,
  learnerCapacity: 12,
  lessonTypes: [
    { lessonType: 'PassPlus', enabled: true },
    { lessonType: 'ShortNoticeTest', enabled: false },
  ],
  workingHours: week(),
  userType: 'Instructor',
  testCentres: [HAREHILLS],
  ...extra,
});

describeIntegration('preferences', { start: START }, (fx) => {
  let t: Fixture;
  let me: CalendarInstructor;
  const read = async () => (await t.gqlAsViewer<Answer>(PREFERENCES, { id: me.instructorId })).data!.instructor;

  beforeAll(() => {
    t = fx();
    me = t.instructor;
  });

  it('saves one franchise through /graphql and reads it back', async () => {
    const saved = await t.gqlAsViewer(SAVE, { input: inputFor(me) });
    expect(saved.errors).toBeUndefined();
    const prefs = await read();
    expect(
      prefs.workingHours.filter((d) => d.lineItemKey === me.franchiseId).map((d) => [d.day, d.start, d.end]),
    ).toEqual([
      [0, 540, 1020],
      [1, 480, 1080],
      [2, 480, 1080],
      [3, 480, 1080],
      [4, 480, 1080],
      [5, null, null],
      [6, null, null],
    ]);
    expect(prefs.travelTime).toContainEqual({ lineItemKey: me.franchiseId, time: 30 });
    expect(prefs.learnerCapacity).toEqual([{ lineItemKey: me.franchiseId, current: 0, maximum: 12, locked: false }]);
    expect(prefs.lessonTypes.filter((l) => l.enabled).map((l) => l.lessonType)).toEqual(['Standard', 'PassPlus']);
    expect(prefs.lessonTypes.find((l) => l.lessonType === 'DIT')).toMatchObject({ enabled: false, toggleable: false });
    expect(prefs.testCentres).toEqual([
      { id: HAREHILLS, lineItemKey: me.franchiseId, name: 'Leeds (Harehills)', postcode: 'LS9 6JB' },
    ]);
  });

  it('takes a fixed lesson type sent as the franchise has it (Standard on for a Full franchise)', async () => {
    const lessonTypes = [
      { lessonType: 'Standard', enabled: true },
      { lessonType: 'DIT', enabled: false },
      { lessonType: 'PassPlus', enabled: false },
    ];
    const saved = await t.gqlAsViewer(SAVE, { input: inputFor(me, { lessonTypes }) });
    expect(saved.errors).toBeUndefined();
    expect((await read()).lessonTypes.filter((l) => l.enabled).map((l) => l.lessonType)).toEqual(['Standard']);
  });

  describe('refuses bad input and changes nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['capacity over 99', { learnerCapacity: 100 }, 'Capacity must be between 0 and 99'],
      ['no capacity', { learnerCapacity: null }, 'Please set capacity'],
      ['hours before 01:00', { workingHours: week([30, 600]) }, 'Working hours must be between 01:00 and 23:00'],
      ['hours off the 15 minutes', { workingHours: week([545, 600]) }, 'Working hours must be in 15 minute steps'],
      ['a start after the end', { workingHours: week([900, 600]) }, 'The start of the day must be before its end'],
      [
        'an unknown test centre',
        { testCentres: [HORSFORTH, crypto.randomUUID()] },
        'That test centre is not in our list',
      ],
      ['a travel time off the options', { travelTime: 20 }, 'Travel time must be 0, 15, 30, 45 or 60 minutes'],
      ...(['DIT', 'Motability'] as const).map((lessonType): [string, Record<string, unknown>, string] => [
        `switching ${lessonType} on for a Full franchise`,
        { lessonTypes: [{ lessonType, enabled: true }] },
        'Standard, DIT and motability lessons follow your franchise',
      ]),
      [
        'switching Standard off for a Full franchise',
        { lessonTypes: [{ lessonType: 'Standard', enabled: false }] },
        'Standard, DIT and motability lessons follow your franchise',
      ],
    ];
    it.each(cases)('%s', async (_name, change, message) => {
      const before = await read();
      const failure = await failureOf(
        t.services.preferences.updatePreferences(me.viewer, inputFor(me, change) as never),
      );
      expect(failure).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect(await read()).toEqual(before);
    });
  });

  it("gives NOT_FOUND for another instructor's franchise or id, and changes nothing there", async () => {
    const other = await addCalendarInstructor(t.db);
    const foreign = await t.gqlAsViewer(SAVE, { input: inputFor(me, { propositionAllocationId: other.franchiseId }) });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const otherId = await t.gqlAsViewer(SAVE, { input: inputFor(other) });
    expect(otherId.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const garbage = await t.gqlAsViewer(SAVE, { input: inputFor(me, { propositionAllocationId: 'not-an-id' }) });
    expect(garbage.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const read = await t.gqlAsViewer(PREFERENCES, { id: other.instructorId });
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const theirs = await t.services.preferences.getLearnerCapacity(other.viewer);
    expect(theirs).toEqual([
      { id: other.franchiseId, lineItemKey: other.franchiseId, current: 0, maximum: 20, locked: false },
    ]);
  });

  it("reads every franchise's capacity in one statement (its two reads together), whatever the number of franchises", async () => {
    const capacityOf = async (adi: string) => {
      let capacities: Awaited<ReturnType<typeof t.services.preferences.getLearnerCapacity>> = [];
      const statements = await countQueries(t.db, async () => {
        capacities = await t.services.preferences.getLearnerCapacity({ instructorId: instructorIdFor(adi) });
      });
      return { statements, capacities };
    };
    // 100001: one franchise with active learners; 100002: a franchise in each brand.
    const daniel = await capacityOf('100001');
    const emma = await capacityOf('100002');
    expect([daniel.statements, emma.statements]).toEqual([1, 1]);
    expect(daniel.capacities.some((c) => c.current > 0)).toBe(true);
    expect(emma.capacities.length).toBeGreaterThan(1);
  });

  it('finds test centres by name, town or postcode', async () => {
    const names = async (search: string) => (await t.services.preferences.listTestCentres(search)).map((c) => c.name);
    expect(await names('harehills')).toEqual(['Leeds (Harehills)']);
    expect(await names('Horsforth')).toEqual(['Leeds (Horsforth)']);
    expect(await names('ls96jb')).toEqual(['Leeds (Harehills)']);
    expect(await names('Wigston')).toEqual(['Leicester (Wigston)']);
    expect((await t.services.preferences.listTestCentres('')).length).toBe(20);
    expect(await names('%')).toEqual([]);
  });

  it('changes what the booking engine answers at once', async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    const check = (start: string, travelTime?: number) =>
      t.services.calendar.timeSlotsAvailability(me.viewer, {
        instructorKey: me.instructorId,
        learnerKey: learner,
        timeSlots: [{ ...slot(start), travelTime }],
      });
    await t.services.preferences.updatePreferences(me.viewer, inputFor(me) as never);
    // Monday 08:00-09:00 is outside 09:00-17:00; Tuesday is inside 08:00-18:00.
    expect((await check('2030-01-14T08:00:00Z', 0))[0]?.availability).toBe('DateTimeNotAvailable');
    const [tuesday] = await check('2030-01-15T10:00:00Z');
    expect(tuesday).toMatchObject({ availability: 'Available', travelTime: 30 });

    await t.services.preferences.updatePreferences(
      me.viewer,
      inputFor(me, { workingHours: week([480, 1080]), travelTime: 45, learnerCapacity: 0 }) as never,
    );
    expect((await check('2030-01-14T08:00:00Z', 0))[0]?.availability).toBe('NoCapacity');
    await t.services.preferences.updatePreferences(
      me.viewer,
      inputFor(me, { workingHours: week([480, 1080]), travelTime: 45 }) as never,
    );
    const [monday] = await check('2030-01-14T08:00:00Z');
    expect(monday).toMatchObject({ availability: 'Available', travelTime: 45 });
    await withDb(t.db, () => setCapacityLocked(me.franchiseId, true));
    expect((await check('2030-01-14T08:00:00Z'))[0]?.availability).toBe('NoCapacity');
    await withDb(t.db, () => setCapacityLocked(me.franchiseId, false));
  });

  it("books a lesson with the franchise's travel time, and a test lesson only with a chosen centre", async () => {
    const learner = await addLearner(t.db, me, { hours: 10 });
    await t.services.preferences.updatePreferences(me.viewer, inputFor(me, { testCentres: [] }) as never);
    const lesson = {
      learnerId: learner,
      instructorId: me.instructorId,
      startDateTime: new Date('2030-01-16T10:00:00Z'),
      endDateTime: new Date('2030-01-16T11:00:00Z'),
      status: 'Active',
    };
    const refused = await failureOf(t.services.calendar.createLesson(me.viewer, { ...lesson, test: true }));
    expect(refused).toMatchObject({
      reason: 'TEST_CENTRE_NOT_COVERED',
      message: 'Choose the test centres you use in Preferences before booking a test lesson.',
    });
    await t.services.preferences.updatePreferences(me.viewer, inputFor(me) as never);
    const booked = await t.services.calendar.createLesson(me.viewer, { ...lesson, test: true });
    expect(booked).toMatchObject({ test: true, travelTimeInMinutes: 30 });
  });

  it('counts open caps: franchises full to new learners that the instructor can open (not those the office locked)', async () => {
    const other = await addCalendarInstructor(t.db, { franchises: ['aa-full-manual', 'bsm-full-manual'] });
    expect(await t.services.preferences.countOpenCaps(other.viewer)).toBe(0);
    await withDb(t.db, () => setCapacityLocked(other.franchiseId, true));
    expect(await t.services.preferences.countOpenCaps(other.viewer)).toBe(0);
    await addLearner(t.db, me, {});
    await t.services.preferences.updatePreferences(me.viewer, inputFor(me, { learnerCapacity: 1 }) as never);
    expect(await t.services.preferences.countOpenCaps(me.viewer)).toBe(1);
  });
});
