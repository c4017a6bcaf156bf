import { emptyAnswers, questionKeys } from '@portal/domain/profile';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { instructorIdFor } from '../../seed/foundation.seed.ts';
import type { SaveProfileInput } from './profile.service.ts';

const GET = `query ($personKey: ID!) { getInstructorBusinessProfile(personKey: $personKey) {
  displayName additionalLanguages bio badgeDate badgeType questionAnswers { question answer }
  profileUrls { url brand } awards { award count } } }`;
const SAVE = `mutation ($input: SaveInstructorBusinessProfileInput!) {
  saveInstructorBusinessProfile(input: $input) { success } }`;
const GENERATE = 'mutation ($input: GenerateInstructorBioInput!) { generateInstructorBio(input: $input) }';

type Profile = {
  displayName: string | null;
  additionalLanguages: string[];
  bio: string | null;
  badgeDate: string | null;
  badgeType: string;
  questionAnswers: Array<{ question: string; answer: string[] }>;
  profileUrls: Array<{ url: string; brand: string }>;
  awards: Array<{ award: string; count: number }>;
};

const answers = (over: Record<string, string[]> = {}) =>
  questionKeys.map((question) => ({ question, answer: { ...emptyAnswers(), ...over }[question] ?? [] }));

const profileInput = (personKey: string, over: Record<string, unknown> = {}) => ({
  personKey,
  displayName: 'Sam Taylor',
  additionalLanguages: ['Welsh', 'Polish'],
  bio: 'I teach calmly.\nLearners say I am patient.',
  badgeDate: '2018-05-04',
  questionAnswers: answers({ teaching_style: ['calm', 'patient'] }),
  ...over,
});

// 2026-03-28 is the Saturday before the clocks go forward (Sunday 29 March, 01:00 GMT -> 02:00 BST).
describeIntegration('business profile', { start: new Date('2026-03-28T10:00:00Z') }, (fx) => {
  let t: Fixture;
  let me: string;
  beforeAll(() => {
    t = fx();
    me = t.instructor.instructorId;
  });
  const get = async (personKey = me) => t.gqlAsViewer<{ getInstructorBusinessProfile: Profile }>(GET, { personKey });
  const save = (input: Record<string, unknown>) => t.gqlAsViewer(SAVE, { input });
  const page = (path: string) => t.app.inject({ method: 'GET', url: path });
  const pathOf = (url: string) => new URL(url).pathname;
  // After the clock jumps by hours the test session has ended: the service, as the resolvers call it.
  const saveLater = (over: Record<string, unknown>) =>
    t.services.profile.saveInstructorBusinessProfile(t.viewer, profileInput(me, over) as SaveProfileInput);

  it('starts empty, saves, and reads back the draft with a public URL for the brand', async () => {
    const empty = (await get()).data!.getInstructorBusinessProfile;
    expect(empty).toMatchObject({ displayName: null, bio: null, badgeType: 'Green', profileUrls: [], awards: [] });
    expect((await save(profileInput(me))).data).toEqual({ saveInstructorBusinessProfile: { success: true } });
    const saved = (await get()).data!.getInstructorBusinessProfile;
    expect(saved).toMatchObject({
      displayName: 'Sam Taylor',
      additionalLanguages: ['Welsh', 'Polish'],
      bio: 'I teach calmly.\nLearners say I am patient.',
      badgeDate: '2018-05-04',
    });
    expect(saved.questionAnswers.find((q) => q.question === 'teaching_style')?.answer).toEqual(['calm', 'patient']);
    expect(saved.profileUrls).toHaveLength(1);
    expect(saved.profileUrls[0]).toMatchObject({ brand: 'AADS' });
    expect(pathOf(saved.profileUrls[0]!.url)).toMatch(/^\/profile\/aa\/test-instructor-\d+-[0-9a-f]{6}$/);
  });

  it('refuses bad input with the message and changes nothing', async () => {
    const before = (await get()).data!.getInstructorBusinessProfile;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ displayName: 'Sam 🚗' }, 'Invalid input'],
      [
        { questionAnswers: answers({ teaching_style: ['calm', 'patient', 'clear', 'honest'] }) },
        'Choose up to 3 answers',
      ],
      [{ questionAnswers: answers({ teaching_style: ['grumpy'] }) }, 'Please choose one of the answers listed'],
      [{ questionAnswers: [{ question: 'favourite_car', answer: [] }] }, 'Invalid input'],
      [{ additionalLanguages: ['Elvish'] }, 'Please choose languages from the list'],
      [{ bio: 'Hello <script>x</script>' }, 'Invalid input'],
      [{ badgeDate: '2026-03-29' }, 'The badge date cannot be in the future'],
    ];
    for (const [over, message] of cases) {
      const answer = await save(profileInput(me, { ...over, displayName: over.displayName ?? 'Changed' }));
      expect(answer.errors?.[0], JSON.stringify(over)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await get()).data!.getInstructorBusinessProfile).toEqual(before);
  });

  it("gives NOT_FOUND for another instructor's personKey, on every operation", async () => {
    const other = instructorIdFor('100001');
    expect((await get(other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await save(profileInput(other))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bio = await t.gqlAsViewer(GENERATE, {
      input: { personKey: other, displayName: 'X', badgeDate: null, questionAnswers: answers() },
    });
    expect(bio.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('publishes at midnight UK time, across the clock change, and the public page shows only the published version', async () => {
    const [url] = (await get()).data!.getInstructorBusinessProfile.profileUrls;
    const path = pathOf(url!.url);
    expect((await page(path)).statusCode).toBe(404);
    // Saved at 23:30 GMT on Saturday: published by the first run after 00:00 GMT Sunday (= 00:00 UTC).
    t.clock.set(new Date('2026-03-28T23:30:00Z'));
    await saveLater({ displayName: 'Sam T', bio: 'Published words, first version.' });
    t.clock.set(new Date('2026-03-28T23:59:59Z'));
    expect(await t.services.profile.publishDueProfiles()).toBe(0);
    t.clock.set(new Date('2026-03-29T00:00:30Z'));
    expect(await t.services.profile.publishDueProfiles()).toBe(1);
    expect(await t.services.profile.publishDueProfiles()).toBe(0);
    // A later change stays private until the next UK midnight, which is now 23:00 UTC (BST).
    t.clock.set(new Date('2026-03-29T21:00:00Z'));
    await saveLater({ displayName: 'Sam Draft', bio: 'A draft nobody should see yet.' });
    const shown = await page(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('<title>Sam T | Driving instructor | AA Driving School</title>');
    expect(shown.body).toContain('<meta name="description" content="Published words, first version.">');
    expect(shown.body).not.toContain('A draft nobody should see yet.');
    t.clock.set(new Date('2026-03-29T22:59:59Z'));
    expect(await t.services.profile.publishDueProfiles()).toBe(0);
    t.clock.set(new Date('2026-03-29T23:00:01Z'));
    expect(await t.services.profile.publishDueProfiles()).toBe(1);
    expect((await page(path)).body).toContain('A draft nobody should see yet.');
  });

  it('shows nothing private on the public page, and escapes what the instructor wrote', async () => {
    t.clock.set(new Date('2026-10-24T22:30:00Z')); // 23:30 BST, the night the clocks go back
    await saveLater({ displayName: 'Sam <b>T</b>', bio: 'Fish & chips on Fridays.' });
    t.clock.set(new Date('2026-10-24T23:00:05Z')); // 00:00:05 BST on Sunday 25 October
    expect(await t.services.profile.publishDueProfiles()).toBe(1);
    const { profileUrls } = await t.services.profile.getInstructorBusinessProfile(t.viewer, me, 'http://x');
    const [url] = profileUrls;
    const body = (await page(pathOf(url!.url))).body;
    expect(body).toContain('Sam &lt;b&gt;T&lt;/b&gt;');
    expect(body).toContain('Fish &amp; chips on Fridays.');
    expect(body).not.toContain(me);
    expect(body).not.toContain(t.instructor.adiNumber);
    expect(body).not.toContain(t.instructor.mobile.slice(-6));
    expect(body).not.toMatch(/@|<script/);
    expect((await page(pathOf(url!.url).replace('/aa/', '/bsm/'))).statusCode).toBe(404);
    expect((await page('/profile/aa/nobody-000000')).statusCode).toBe(404);
  });

  it('shows the seeded profile and awards of 100001, and both brands for 100002', async () => {
    const cookie = await signIn(t, '100002');
    const emma = await t.gql<{ getInstructorBusinessProfile: Profile }>(
      GET,
      { personKey: instructorIdFor('100002') },
      cookie,
    );
    expect(emma.data!.getInstructorBusinessProfile.profileUrls.map((u) => u.brand)).toEqual(['AADS', 'BSM']);
    for (const { url } of emma.data!.getInstructorBusinessProfile.profileUrls) {
      const shown = await page(pathOf(url));
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Emma Clarke');
    }
    const daniel = await t.gql<{ getInstructorBusinessProfile: Profile }>(
      GET,
      { personKey: instructorIdFor('100001') },
      await signIn(t, '100001'),
    );
    const awards = daniel.data!.getInstructorBusinessProfile.awards;
    expect(awards.filter((a) => a.count > 0).length).toBeGreaterThan(4);
    expect(daniel.data!.getInstructorBusinessProfile.bio).toContain("Hello, I'm Daniel");
  });
});

describeIntegration('bio generation', { start: new Date('2026-11-25T09:00:00Z') }, (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });
  const generate = (personKey: string, cookie?: string) =>
    t.gql<{ generateInstructorBio: string }>(
      GENERATE,
      {
        input: {
          personKey,
          displayName: 'Sam Taylor',
          badgeDate: '04/05/2018',
          questionAnswers: answers({ teaching_style: ['calm'], free_time_activities: ['walking', 'baking'] }),
        },
      },
      cookie,
    );

  it('writes a bio from the answers', async () => {
    const answer = await generate(t.instructor.instructorId, await t.session());
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.generateInstructorBio).toContain('since gaining my badge in 2018');
    expect(answer.data!.generateInstructorBio).toContain('you will usually find me walking and baking.');
  });

  it('refuses a bio with every answer empty, as the web does', async () => {
    const answer = await t.gqlAsViewer(GENERATE, {
      input: {
        personKey: t.instructor.instructorId,
        displayName: 'Sam Taylor',
        badgeDate: null,
        questionAnswers: answers({}),
      },
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Answer at least one question to generate your bio',
      extensions: { code: 'BAD_USER_INPUT', field: 'questionAnswers' },
    });
  });

  it('allows 4 at once and then one a minute, under concurrent requests, per instructor', async () => {
    const other = await addInstructor(t.db, { franchises: ['aa-trainee'] });
    const cookie = await signIn(t, other.adiNumber, other.password);
    const burst = await Promise.all(Array.from({ length: 10 }, () => generate(other.instructorId, cookie)));
    const ok = burst.filter((r) => !r.errors);
    expect(ok).toHaveLength(4);
    for (const refused of burst.filter((r) => r.errors)) {
      expect(refused.errors![0]).toMatchObject({
        message: 'You have reached the limit for generating bio, please try again in a minute.',
        extensions: { code: 'RATE_LIMITED', reason: 'BIO_LIMIT_REACHED' },
      });
    }
    t.clock.advance(59_000);
    expect((await generate(other.instructorId, cookie)).errors?.[0]?.extensions?.reason).toBe('BIO_LIMIT_REACHED');
    t.clock.advance(1_000);
    expect((await generate(other.instructorId, cookie)).errors).toBeUndefined();
    expect((await generate(other.instructorId, cookie)).errors).toBeDefined();
    // Another instructor's allowance is their own.
    expect((await generate(t.instructor.instructorId, await t.session())).errors).toBeUndefined();
  });
});
