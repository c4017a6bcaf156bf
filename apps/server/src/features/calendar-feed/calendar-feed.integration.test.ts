import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarInstructor, addLearner, bookLesson } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { signIn } from '../../../test/sign-in.ts';
import { learners, people } from '../../db/schema/index.ts';

const START = new Date('2030-03-20T08:00:00Z');
const FEED = `{ me { id calendarFeed { url webcalUrl createdAt privacy } } }`;
const ENABLE = 'mutation { enableCalendarFeed { url webcalUrl createdAt privacy } }';
const RESET = 'mutation { resetCalendarFeed { url createdAt } }';
const DISABLE = 'mutation { disableCalendarFeed }';
const PRIVACY = 'mutation ($p: CalendarFeedPrivacy!) { setCalendarFeedPrivacy(privacy: $p) { privacy } }';
const WEEK = `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
  instructor(id: $id) { calendarEvents(startDate: $from, endDate: $to) {
    __typename
    ... on Lesson { id startDateTime endDateTime status learner { name { firstName } } }
    ... on TimeOff { id startDateTime endDateTime }
  } }
}`;
type Feed = { url: string; webcalUrl: string; createdAt: string; privacy: string };
type WeekEvent = { __typename: string; id: string; startDateTime: string; endDateTime: string };

/** The wall clock in London of an instant, as ical.js writes a local time: 2030-04-01T09:00:00. */
const londonWallClock = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
};

/** The feed as a calendar app reads it: parsed by ical.js, its VTIMEZONE registered, events by UID. */
const parseFeed = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
};

const uidOf = (id: string) => `${id}@calendar-feed.instructor-portal`;

describeIntegration('the calendar feed (iCalendar)', { start: START }, (fx) => {
  let t: Fixture;
  let feed: Feed;
  let cookie: string;
  const asMe = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
    t.gql<T>(query, variables, cookie);
  // Each poll from an address of its own (the rate limit has a test of its own below).
  let caller = 0;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers, remoteAddress: `10.9.${++caller % 250}.9` });
  const setFirstName = (learnerId: string, firstName: string, lastName = 'Smith') =>
    t.db
      .update(people)
      .set({ firstName, lastName, mobileNumber: '07700900123' })
      .where(sql`${people.id} = (select ${learners.personId} from ${learners} where ${learners.id} = ${learnerId})`);

  beforeAll(async () => {
    t = fx();
    cookie = await t.session();
    const enabled = await asMe<{ enableCalendarFeed: Feed }>(ENABLE);
    expect(enabled.errors).toBeUndefined();
    feed = enabled.data!.enableCalendarFeed;
  });

  it('is off until turned on, then shows a secret https and webcal address', async () => {
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\/lessons\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    expect(feed.privacy).toBe('FirstName');
    const me = await asMe<{ me: { calendarFeed: Feed } }>(FEED);
    expect(me.data?.me.calendarFeed).toEqual(feed);
    // Turning it on again keeps the same address.
    const again = await asMe<{ enableCalendarFeed: Feed }>(ENABLE);
    expect(again.data?.enableCalendarFeed.url).toBe(feed.url);
  });

  describe('every lesson of a week in the GraphQL calendar is in the feed at the same wall-clock times', () => {
    const compareWeek = async (from: string, to: string) => {
      const week = await asMe<{ instructor: { calendarEvents: WeekEvent[] } }>(WEEK, {
        id: t.instructor.instructorId,
        from,
        to,
      });
      expect(week.errors).toBeUndefined();
      const events = week.data!.instructor.calendarEvents;
      const response = await get(feed.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const parsed = parseFeed(response.body);
      for (const event of events) {
        const inFeed = parsed.byUid.get(uidOf(event.id));
        expect(inFeed, `${event.__typename} ${event.id} is in the feed`).toBeDefined();
        // The same instant, and the same Europe/London wall clock as the calendar shows.
        expect(inFeed!.startDate.toJSDate().toISOString()).toBe(new Date(event.startDateTime).toISOString());
        expect(inFeed!.endDate.toJSDate().toISOString()).toBe(new Date(event.endDateTime).toISOString());
        expect(inFeed!.startDate.zone?.tzid).toBe('Europe/London');
        expect(inFeed!.startDate.toString()).toBe(londonWallClock(new Date(event.startDateTime)));
        expect(inFeed!.endDate.toString()).toBe(londonWallClock(new Date(event.endDateTime)));
      }
      return { events, parsed, text: response.body };
    };

    it('across the March clock change (GMT to BST), with travel as its own busy block, pickup and first names', async () => {
      const ada = await addLearner(t.db, t.instructor, { hours: 10 });
      const ben = await addLearner(t.db, t.instructor, { hours: 10 });
      await setFirstName(ada, 'Ada', 'Lovelace');
      await setFirstName(ben, 'Ben', 'Jonson');
      // Friday 29 March 09:00 GMT, Monday 1 April 09:00 BST (08:00 UTC), Tuesday 2 April 17:00 BST.
      const friday = await bookLesson(t, ada, '2030-03-29T09:00:00Z', 1, 15);
      await bookLesson(t, ben, '2030-04-01T08:00:00Z', 2, 0);
      await bookLesson(t, ada, '2030-04-02T16:00:00Z', 1, 30);
      await t.services.calendar.updateLessonNotes(t.viewer, friday.id, 'Gate code 4471, ring twice');
      await t.services.calendar.createTimeOff(t.viewer, {
        instructorId: t.instructor.instructorId,
        startDateTime: new Date('2030-04-03T11:00:00Z'),
        endDateTime: new Date('2030-04-03T12:00:00Z'),
        notes: 'Dentist appointment',
      });
      const { events, parsed, text } = await compareWeek('2030-03-28T00:00:00Z', '2030-04-04T00:00:00Z');
      expect(events.map((e) => e.__typename)).toEqual(['Lesson', 'Lesson', 'Lesson', 'TimeOff']);

      const first = parsed.byUid.get(uidOf(friday.id))!;
      expect(first.summary).toBe('Lesson: Ada');
      expect(first.location).toMatch(/Test Street, LS6 3AA$/);
      expect(first.startDate.toString()).toBe('2030-03-29T09:00:00');
      const monday = parsed.events.find((e) => e.summary === 'Lesson: Ben')!;
      expect(monday.startDate.toString()).toBe('2030-04-01T09:00:00');
      // Travel: 15 minutes before Friday's lesson, a busy block of its own.
      const travel = parsed.byUid.get(`${friday.id}-travel@calendar-feed.instructor-portal`)!;
      expect([travel.startDate.toString(), travel.endDate.toString()]).toEqual([
        '2030-03-29T08:45:00',
        '2030-03-29T09:00:00',
      ]);
      expect(travel.component.getFirstPropertyValue('transp')).toBe('OPAQUE');
      const off = parsed.events.find((e) => e.summary === 'Time off')!;
      expect(off.startDate.toString()).toBe('2030-04-03T12:00:00');
      // No notes, no phone numbers, no last names (the default privacy is first names).
      expect(text).not.toMatch(/Gate code|4471|Dentist|07700900123|Lovelace|Jonson/);
      expect(parsed.calendar.getFirstPropertyValue('version')).toBe('2.0');
    });

    it('across the October clock change (BST to GMT)', async () => {
      t.clock.set(new Date('2030-10-20T08:00:00Z'));
      // Seven months on, the instructor signs in again.
      cookie = await signIn(t, t.instructor.adiNumber, t.instructor.password);
      const cy = await addLearner(t.db, t.instructor, { hours: 10 });
      await setFirstName(cy, 'Cy');
      // Friday 25 October 10:00 BST (09:00 UTC), Monday 28 October 10:00 GMT (10:00 UTC).
      await bookLesson(t, cy, '2030-10-25T09:00:00Z', 1, 15);
      await bookLesson(t, cy, '2030-10-28T10:00:00Z', 1, 15);
      const { events, parsed } = await compareWeek('2030-10-24T00:00:00Z', '2030-10-31T00:00:00Z');
      expect(events).toHaveLength(2);
      expect(parsed.events.filter((e) => e.summary === 'Lesson: Cy').map((e) => e.startDate.toString())).toEqual([
        '2030-10-25T10:00:00',
        '2030-10-28T10:00:00',
      ]);
      // The March lessons are more than 26 weeks... no: more than 8 weeks back now, so they have left the feed.
      expect(parsed.events.some((e) => e.summary === 'Lesson: Ada')).toBe(false);
    });
  });

  it('keeps a moved lesson’s UID with a higher SEQUENCE, and shows a cancelled one as CANCELLED', async () => {
    const dee = await addLearner(t.db, t.instructor, { hours: 10 });
    await setFirstName(dee, 'Dee');
    const lesson = await bookLesson(t, dee, '2030-11-05T10:00:00Z', 1, 0);
    const before = parseFeed((await get(feed.url)).body).byUid.get(uidOf(lesson.id))!;
    await t.services.calendar.changeLesson(t.viewer, {
      id: lesson.id,
      startDateTime: new Date('2030-11-06T14:00:00Z'),
      endDateTime: new Date('2030-11-06T15:00:00Z'),
    });
    const moved = parseFeed((await get(feed.url)).body).byUid.get(uidOf(lesson.id))!;
    expect(moved.startDate.toString()).toBe('2030-11-06T14:00:00');
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    await t.services.calendar.cancelLesson(t.viewer, { id: lesson.id, reason: 'Learner ill' });
    const cancelled = parseFeed((await get(feed.url)).body).byUid.get(uidOf(lesson.id))!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
  });

  it('answers If-None-Match with 304 until something changes, in one statement either way', async () => {
    const first = await get(feed.url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    let notModified: Awaited<ReturnType<typeof get>> | undefined;
    const statements = await countQueries(t.db, async () => {
      notModified = await get(feed.url, { 'if-none-match': etag });
    });
    expect(notModified!.statusCode).toBe(304);
    expect(notModified!.body).toBe('');
    expect(statements).toBe(1);
    expect(await countQueries(t.db, () => get(feed.url))).toBe(1);
    // A change (a new lesson) gives a new ETag and the whole feed again.
    const eve = await addLearner(t.db, t.instructor, { hours: 10 });
    await bookLesson(t, eve, '2030-11-12T10:00:00Z');
    let changed: Awaited<ReturnType<typeof get>> | undefined;
    // A poll with an ETag that is no longer current: the whole feed again, still in one statement.
    expect(
      await countQueries(t.db, async () => {
        changed = await get(feed.url, { 'if-none-match': etag });
      }),
    ).toBe(1);
    expect(changed!.statusCode).toBe(200);
    expect(changed!.headers.etag).not.toBe(etag);
    // The ETag a conditional poll is checked against is the one a full answer gives.
    expect((await get(feed.url, { 'if-none-match': changed!.headers.etag as string })).statusCode).toBe(304);
    // A learner renamed changes the text (the lesson's title), so the ETag: no lesson row changed.
    await setFirstName(eve, 'Evangeline');
    const renamed = await get(feed.url, { 'if-none-match': `W/"0123", ${changed!.headers.etag as string}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('Evangeline');
  });

  it('names lessons as the privacy setting says', async () => {
    const summaries = async () => parseFeed((await get(feed.url)).body).events.map((e) => e.summary);
    await asMe(PRIVACY, { p: 'FullName' });
    expect(await summaries()).toContain('Lesson: Cy Smith');
    await asMe(PRIVACY, { p: 'LessonOnly' });
    const lessonOnly = await get(feed.url);
    expect(lessonOnly.body).not.toMatch(/Cy|Smith|Dee/);
    expect(parseFeed(lessonOnly.body).events.some((e) => e.summary === 'Lesson')).toBe(true);
    const bad = await asMe(PRIVACY, { p: 'Everything' });
    expect(bad.errors?.[0]?.message).toMatch(/CalendarFeedPrivacy/);
    await asMe(PRIVACY, { p: 'FirstName' });
  });

  it('answers a wrong, reset or turned-off address with the same 404', async () => {
    const wrong = feed.url.replace(/\/[A-Za-z0-9_-]{43}\//, `/${'A'.repeat(43)}/`);
    const malformed = feed.url.replace(/\/[A-Za-z0-9_-]{43}\//, '/not-a-token/');
    for (const url of [wrong, malformed]) {
      const response = await get(url);
      expect([response.statusCode, response.body]).toEqual([404, 'Not found']);
    }
    const reset = await asMe<{ resetCalendarFeed: Feed }>(RESET);
    const fresh = reset.data!.resetCalendarFeed.url;
    expect(fresh).not.toBe(feed.url);
    expect([(await get(feed.url)).statusCode, (await get(fresh)).statusCode]).toEqual([404, 200]);
    const me = await asMe<{ me: { calendarFeed: Feed } }>(FEED);
    expect(me.data?.me.calendarFeed.url).toBe(fresh);
    expect((await asMe(DISABLE)).data).toEqual({ disableCalendarFeed: true });
    expect((await get(fresh)).statusCode).toBe(404);
    expect((await asMe<{ me: { calendarFeed: null } }>(FEED)).data?.me.calendarFeed).toBeNull();
    // Reset and privacy need a feed that is on.
    const resetOff = await asMe(RESET);
    expect(resetOff.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    feed = (await asMe<{ enableCalendarFeed: Feed }>(ENABLE)).data!.enableCalendarFeed;
    expect(feed.url).not.toBe(fresh);
  });

  it('is rate limited per address', async () => {
    const responses = [];
    for (let i = 0; i < 31; i += 1) {
      responses.push(
        await t.app.inject({
          method: 'GET',
          url: new URL(feed.url).pathname,
          remoteAddress: '10.7.7.7',
        }),
      );
    }
    expect(responses.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[30]!.statusCode).toBe(429);
  });

  it('cannot be seen or managed by another instructor', async () => {
    const other = await addCalendarInstructor(t.db);
    const cookie = await signIn(t, other.adiNumber, other.password);
    const theirs = await t.gql<{ instructor: unknown }>(
      `query ($id: ID!) { instructor(id: $id) { calendarFeed { url } } }`,
      { id: t.instructor.instructorId },
      cookie,
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Their own mutations touch only their own feed: ours keeps working after they reset and turn theirs off.
    const enabled = await t.gql<{ enableCalendarFeed: Feed }>(ENABLE, {}, cookie);
    expect(enabled.data!.enableCalendarFeed.url).not.toBe(feed.url);
    await t.gql(RESET, {}, cookie);
    await t.gql(DISABLE, {}, cookie);
    expect((await get(feed.url)).statusCode).toBe(200);
    const mine = await asMe<{ me: { calendarFeed: Feed } }>(FEED);
    expect(mine.data?.me.calendarFeed.url).toBe(feed.url);
    expect((await get(enabled.data!.enableCalendarFeed.url)).statusCode).toBe(404);
  });
});
