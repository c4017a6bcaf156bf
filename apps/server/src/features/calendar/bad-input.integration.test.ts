import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addLearner, bookLesson } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { calendarItems, lessonBalances } from '../../db/schema/index.ts';

/* Issue 7 §4: bad dates and control characters get BAD_USER_INPUT, never reach the database, change nothing. */

const START = new Date('2030-01-07T08:00:00Z');
const FAR_FUTURE = '+275760-09-13T00:00:00Z';
const FAR_PAST = '-271821-04-20T00:00:00Z';
const OUT_OF_RANGE = 'Dates must be between the years 2000 and 2100';
const CONTROL = 'This text contains characters that are not allowed';

const AVAILABILITY = `query ($input: TimeSlotsAvailabilityInput!) { timeSlotsAvailability(input: $input) { availability } }`;
const CHANGE = `mutation ($input: ChangeLessonInput!) { changeLesson(input: $input) { id } }`;
const CREATE_LESSON = `mutation ($input: CreateLessonInput!) { createLesson(input: $input) { id } }`;
const LESSON_NOTES = `mutation ($input: UpdateLessonNotesInput!) { updateLessonNotes(input: $input) { id } }`;
const CANCEL_LESSON = `mutation ($input: CancelLessonInput!) { cancelLesson(input: $input) { id } }`;
const CREATE_TIME_OFF = `mutation ($input: CreateTimeOffInput!) { createTimeOff(input: $input) { id } }`;
const TIME_OFF_NOTES = `mutation ($input: UpdateTimeOffInput!) { updateTimeOff(input: $input) { id notes } }`;
const CANCEL_TIME_OFF = `mutation ($input: CancelTimeOffInput!) { cancelTimeOff(input: $input) { id } }`;

type Refusal = { code: unknown; reason: unknown; field?: unknown; message: string };

describeIntegration('bad input over GraphQL', { start: START }, (fx) => {
  let t: Fixture;
  let learner: string;
  let lesson: string;
  let timeOff: string;
  const refusalOf = async (query: string, input: Record<string, unknown>): Promise<Refusal> => {
    const answer = await t.gqlAsViewer(query, { input });
    expect(answer.data).toBeNull();
    const [error] = answer.errors ?? [];
    return {
      code: error?.extensions?.code,
      reason: error?.extensions?.reason,
      ...error?.extensions,
      message: error?.message ?? '',
    };
  };
  const expectRefused = async (query: string, input: Record<string, unknown>, field: string, message: string) =>
    expect(await refusalOf(query, input)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_INPUT',
      field,
      message,
    });
  // Refused by the DateTime scalar while the variables are read, before any resolver. The wording is the
  // executor's (graphql-js names the path and gives the scalar's message, graphql-jit the field and the type).
  const expectBadScalar = async (query: string, input: Record<string, unknown>, field: string) => {
    const refusal = await refusalOf(query, input);
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    expect(refusal.message).toContain(field);
    expect(refusal.message).toContain('DateTime');
  };
  const snapshot = async () => ({
    items: await t.db
      .select()
      .from(calendarItems)
      .where(eq(calendarItems.instructorId, t.instructor.instructorId))
      .orderBy(asc(calendarItems.id)),
    balances: await t.db.select().from(lessonBalances).where(eq(lessonBalances.learnerId, learner)),
  });
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    t = fx();
    learner = await addLearner(t.db, t.instructor, { hours: 10 });
    lesson = (await bookLesson(t, learner, '2030-01-08T10:00:00Z')).id;
    const slot = { startDateTime: new Date('2030-01-09T12:00:00Z'), endDateTime: new Date('2030-01-09T13:00:00Z') };
    const input = { instructorId: t.instructor.instructorId, notes: 'Dentist', ...slot };
    timeOff = (await t.services.calendar.createTimeOff(t.viewer, input)).id;
    before = await snapshot();
  });

  it('refuses availability slots backwards or out of range, and holds nothing', async () => {
    const slots = (startDateTime: string, endDateTime: string) => ({
      instructorKey: t.instructor.instructorId,
      learnerKey: learner,
      prebook: true,
      timeSlots: [{ startDateTime, endDateTime }],
    });
    await expectRefused(
      AVAILABILITY,
      slots('2030-01-10T11:00:00Z', '2030-01-10T10:00:00Z'),
      'endDateTime',
      'Start time must be before the end time',
    );
    await expectBadScalar(AVAILABILITY, slots(FAR_FUTURE, '2030-01-10T10:00:00Z'), 'startDateTime');
    await expectBadScalar(AVAILABILITY, slots('2030-01-10T10:00:00Z', FAR_FUTURE), 'endDateTime');
    await expectRefused(
      AVAILABILITY,
      slots('1999-12-31T10:00:00Z', '2030-01-10T10:00:00Z'),
      'startDateTime',
      OUT_OF_RANGE,
    );
    await expectRefused(
      AVAILABILITY,
      slots('2030-01-10T10:00:00Z', '2101-01-01T10:00:00Z'),
      'endDateTime',
      OUT_OF_RANGE,
    );
  });

  it('refuses a lesson moved backwards or out of range', async () => {
    const change = (startDateTime: string, endDateTime: string) => ({ id: lesson, startDateTime, endDateTime });
    await expectRefused(
      CHANGE,
      change('2030-01-10T11:00:00Z', '2030-01-10T10:00:00Z'),
      'start',
      'Start time should be before end time',
    );
    await expectBadScalar(CHANGE, change(FAR_FUTURE, '2030-01-10T10:00:00Z'), 'startDateTime');
    await expectBadScalar(CHANGE, change('2030-01-10T10:00:00Z', FAR_PAST), 'endDateTime');
    await expectRefused(CHANGE, change('1900-01-01T10:00:00Z', '2030-01-10T10:00:00Z'), 'startDateTime', OUT_OF_RANGE);
    await expectRefused(CHANGE, change('2030-01-10T10:00:00Z', '2150-01-01T10:00:00Z'), 'endDateTime', OUT_OF_RANGE);
    // Written into the document rather than sent as a variable: the scalar's other way in.
    const literal = await t.gqlAsViewer(
      `mutation { changeLesson(input: { id: "${lesson}", startDateTime: "${FAR_FUTURE}", endDateTime: "2030-01-10T10:00:00Z" }) { id } }`,
    );
    expect(literal.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
  });

  it('refuses a NUL in notes and reasons', async () => {
    const nul = 'Pick up\u0000at the station';
    const newLesson = {
      learnerId: learner,
      instructorId: t.instructor.instructorId,
      startDateTime: '2030-01-11T10:00:00Z',
      endDateTime: '2030-01-11T11:00:00Z',
      test: false,
      status: 'Active',
    };
    await expectRefused(CREATE_LESSON, { ...newLesson, notes: nul }, 'notes', CONTROL);
    await expectRefused(LESSON_NOTES, { id: lesson, notes: nul }, 'notes', CONTROL);
    await expectRefused(CANCEL_LESSON, { id: lesson, reason: `The learner is ill ${nul}` }, 'reason', CONTROL);
    const newTimeOff = {
      instructorId: t.instructor.instructorId,
      startDateTime: '2030-01-11T14:00:00Z',
      endDateTime: '2030-01-11T15:00:00Z',
    };
    await expectRefused(CREATE_TIME_OFF, { ...newTimeOff, notes: nul }, 'notes', CONTROL);
    await expectRefused(TIME_OFF_NOTES, { id: timeOff, notes: nul }, 'notes', CONTROL);
    await expectRefused(CANCEL_TIME_OFF, { id: timeOff, reason: nul }, 'reason', CONTROL);
  });

  it('changed nothing on the way', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the line breaks and tabs of notes', async () => {
    const answer = await t.gqlAsViewer(TIME_OFF_NOTES, { input: { id: timeOff, notes: 'Dentist:\n\tcheck-up' } });
    expect(answer.data).toEqual({ updateTimeOff: { id: timeOff, notes: 'Dentist:\n\tcheck-up' } });
  });
});
